// House exterior template. Style 0: flat-roof modern two-storey, 1: modern farmhouse gable.
#include "common.inc"
#include "furniture.inc"

#ifndef (Style)  #declare Style = 0; #end
#ifndef (UpperT) #declare UpperT = Veneer(W_Teak[0] * 1.2, W_Teak[1]); #end
#ifndef (LowerT) #declare LowerT = BrickTex(0.29, 0.07, 0.008, Hex(70, 66, 62), 0.12, Hex(150, 146, 140), F_Matte); #end
#ifndef (TrimT)  #declare TrimT = texture { T_BlackMetal } #end
#ifndef (RoofT)  #declare RoofT = texture { pigment { rgb 0.03 } finish { F_Satin } } #end
#ifndef (DoorT)  #declare DoorT = Veneer(W_Walnut[0] * 1.3, W_Walnut[1]); #end
#ifndef (Cam)    #declare Cam = 0; #end
#ifndef (SunDir) #declare SunDir = vnormalize(<-0.6, 0.8, -0.7>); #end
#ifndef (Clouds) #declare Clouds = 1; #end

// sky with clouds
sky_sphere {
  pigment { gradient y color_map { [0 color SkyH * SkyI * 1.1] [0.3 color (SkyH * 0.4 + SkyZ * 0.6) * SkyI] [1 color SkyZ * SkyI] } }
  #if (Clouds)
  pigment { wrinkles turbulence 0.6 octaves 6 lambda 2.5 omega 0.6
    color_map { [0 rgbt <1, 1, 1, 1>] [0.5 rgbt <1, 1, 1, 1>] [0.7 rgbt <1, 0.98, 0.95, 0.5> * <SkyI * (Time = 3 ? 0.4 : 1.2), SkyI * (Time = 3 ? 0.35 : 1.15), SkyI * (Time = 3 ? 0.5 : 1.1), 1>] [1 rgbt <1, 0.97, 0.94, 0.1> * <SkyI * (Time = 3 ? 0.5 : 1.3), SkyI * (Time = 3 ? 0.4 : 1.25), SkyI * (Time = 3 ? 0.55 : 1.2), 1>] }
    scale <0.5, 0.08, 0.5> }
  #end
}
// ground
plane { y, 0 texture { pigment { granite color_map { [0 rgb <0.09, 0.15, 0.04>] [0.6 rgb <0.14, 0.22, 0.06>] [1 rgb <0.2, 0.28, 0.08>] } scale 0.4 } finish { diffuse 0.75 } normal { bumps 0.6 scale 0.02 } } }
// driveway + walkway
box { <3.5, -0.05, -14>, <9.5, 0.015, 0> TileFloor(0.6, 0.6, 0.006, Hex(170, 166, 158), 0.05, Hex(90, 88, 84), F_Matte) }
#for (I, 0, 6) box { <-1.6, -0.05, -1.2 - I * 1.0>, <0.2, 0.03, -0.4 - I * 1.0> Concrete(Hex(190, 186, 178)) } #end
// street + sidewalk
box { <-60, -0.05, -16>, <60, 0.02, -14.4> Concrete(Hex(180, 176, 170)) }
box { <-60, -0.05, -26>, <60, 0.0, -16> texture { pigment { granite color_map { [0 rgb 0.06] [1 rgb 0.1] } scale 0.05 } finish { diffuse 0.7 } } }

// ------------------------------------------------ house
#declare GlowT = texture { pigment { gradient y color_map { [0 rgb <0.55, 0.36, 0.2>] [0.6 rgb <0.9, 0.66, 0.4>] [1 rgb <1, 0.8, 0.55>] } scale 2.6 } finish { emission (Time = 3 ? 0.9 : (Time = 2 ? 0.3 : 0.04)) diffuse 0.1 } }
#macro Glazing(P0, P1)   // window in the z=const facade at front; P0 lower-left, P1 upper-right (z of facade)
union {
  box { P0 - <0, 0, 0.02>, P1 + <0, 0, 0.0> texture { T_WindowGlass } interior { I_Glass } }
  box { P0 + <0, 0, 0.6>, P1 + <0, 0, 0.62> texture { GlowT } }
  box { P0 - <0.05, 0.05, 0.03>, <P1.x + 0.05, P0.y, P0.z + 0.05> texture { TrimT } }
  box { <P0.x - 0.05, P1.y, P0.z - 0.03>, P1 + <0.05, 0.05, 0.05> texture { TrimT } }
  box { P0 - <0.05, 0.05, 0.03>, <P0.x, P1.y + 0.05, P0.z + 0.05> texture { TrimT } }
  box { <P1.x, P0.y - 0.05, P0.z - 0.03>, P1 + <0.05, 0.05, 0.05> texture { TrimT } }
  #local NM = int((P1.x - P0.x) / 1.3);
  #if (NM > 0) #for (K, 1, NM) box { <P0.x + K * (P1.x - P0.x) / (NM + 1) - 0.03, P0.y, P0.z - 0.03>, <P0.x + K * (P1.x - P0.x) / (NM + 1) + 0.03, P1.y, P0.z + 0.05> texture { TrimT } } #end #end
}
#end
#if (Style = 0)
  // ground floor volume
  difference {
    box { <-6, 0, 0>, <9.5, 3.2, 10> }
    box { <-5.4, 0.15, -0.1>, <-1.9, 2.9, 1.2> }      // living glazing
    box { <-1.3, 0.0, -0.1>, <0.0, 2.7, 1.2> }       // entry door
    box { <3.8, 0.0, -0.1>, <8.9, 2.5, 1.2> }        // garage
    texture { LowerT }
  }
  object { Glazing(<-5.4, 0.15, 0.1>, <-1.9, 2.9, 0.1>) }
  box { <-1.3, 0, 0.1>, <0, 2.7, 0.15> texture { DoorT } }
  box { <-0.25, 0.9, 0.05>, <-0.22, 1.8, 0.1> texture { T_Brass } }
  // garage door: horizontal dark slats
  box { <3.8, 0, 0.2>, <8.9, 2.5, 0.25> texture { DoorT } }
  #for (K, 0, 24) box { <3.8, K * 0.1, 0.17>, <8.9, K * 0.1 + 0.06, 0.2> texture { DoorT } } #end
  // upper volume (cantilevered)
  difference {
    box { <-6.8, 3.2, -1.4>, <5.2, 6.4, 8.5> }
    box { <-6.0, 3.6, -1.5>, <-1.0, 6.0, 0.0> }
    box { <1.0, 3.6, -1.5>, <4.4, 6.0, 0.0> }
    texture { UpperT }
  }
  difference {
    union { #for (K, 0, 80) box { <-6.8 + K * 0.15, 3.2, -1.45>, <-6.8 + K * 0.15 + 0.06, 6.4, -1.4> } #end }
    box { <-6.0, 3.6, -1.6>, <-1.0, 6.0, 0.0> } box { <1.0, 3.6, -1.6>, <4.4, 6.0, 0.0> }
    texture { UpperT rotate z*90 }
  }
  object { Glazing(<-6.0, 3.6, -1.3>, <-1.0, 6.0, -1.3>) }
  object { Glazing(<1.0, 3.6, -1.3>, <4.4, 6.0, -1.3>) }
  box { <-6.9, 6.4, -1.5>, <5.3, 6.6, 8.6> texture { RoofT } }
  box { <-6.2, 3.1, -1.4>, <9.6, 3.22, 0> texture { RoofT } }  // soffit/canopy
  // soffit downlights
  #for (K, 0, 4) disc { <-5 + K * 3.2, 3.099, -0.7>, -y, 0.05 Emit(rgb <1, 0.85, 0.6>, (Time >= 2 ? 6 : 0.3)) } #end
  #if (Time >= 2) #for (K, 0, 4) light_source { <-5 + K * 3.2, 3.05, -0.7> color rgb <1, 0.8, 0.55> * 0.5 spotlight point_at <-5 + K * 3.2, 0, -0.3> radius 25 falloff 55 fade_distance 1.5 fade_power 2 } #end #end
#else
  // modern farmhouse: white board and batten, black windows, steep gable
  #declare HW = 11; #declare HD = 9;
  difference {
    box { <-6, 0, 0>, <6, 5.6, HD> }
    box { <-5, 0.5, -0.1>, <-2, 2.6, 1.2> }
    box { <-0.7, 0, -0.1>, <0.7, 2.5, 1.2> }
    box { <2, 0.5, -0.1>, <5, 2.6, 1.2> }
    box { <-4.5, 3.3, -0.1>, <-2.5, 5.0, 1.2> }
    box { <2.5, 3.3, -0.1>, <4.5, 5.0, 1.2> }
    texture { UpperT }
  }
  difference {
    union { #for (K, 0, 30) box { <-6 + K * 0.4, 0, -0.04>, <-6 + K * 0.4 + 0.06, 5.6, 0> } #end }
    box { <-5, 0.5, -0.1>, <-2, 2.6, 1.2> } box { <-0.7, 0, -0.1>, <0.7, 2.5, 1.2> } box { <2, 0.5, -0.1>, <5, 2.6, 1.2> }
    box { <-4.5, 3.3, -0.1>, <-2.5, 5.0, 1.2> } box { <2.5, 3.3, -0.1>, <4.5, 5.0, 1.2> }
    texture { UpperT }
  }
  object { Glazing(<-5, 0.5, 0.1>, <-2, 2.6, 0.1>) }
  object { Glazing(<2, 0.5, 0.1>, <5, 2.6, 0.1>) }
  object { Glazing(<-4.5, 3.3, 0.1>, <-2.5, 5.0, 0.1>) }
  object { Glazing(<2.5, 3.3, 0.1>, <4.5, 5.0, 0.1>) }
  box { <-0.7, 0, 0.1>, <0.7, 2.5, 0.15> texture { DoorT } }
  // gable roof (ridge along x)
  prism { linear_sweep linear_spline -6.3, 6.3, 4, <-0.5, 5.5>, <HD + 0.5, 5.5>, <HD / 2, 9.0>, <-0.5, 5.5> matrix <0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0> texture { RoofT } }
  // front porch canopy
  box { <-2.2, 2.8, -1.8>, <2.2, 2.95, 0> texture { TrimT } }
  cylinder { <-2.0, 0, -1.6>, <-2.0, 2.8, -1.6>, 0.08 texture { DoorT } }
  cylinder { < 2.0, 0, -1.6>, < 2.0, 2.8, -1.6>, 0.08 texture { DoorT } }
  box { <-2.3, 0, -2>, <2.3, 0.2, 0> Concrete(Hex(190, 186, 178)) }
  // wall sconces
  #for (S, -1, 1, 2)
    box { <S * 1.0 - 0.08, 1.9, -0.1>, <S * 1.0 + 0.08, 2.25, 0> texture { TrimT } }
    box { <S * 1.0 - 0.06, 1.95, -0.105>, <S * 1.0 + 0.06, 2.2, -0.1> Emit(rgb <1, 0.8, 0.5>, (Time >= 2 ? 5 : 0.2)) }
    #if (Time >= 2) light_source { <S * 1.0, 2.05, -0.3> color rgb <1, 0.8, 0.5> * 0.4 fade_distance 1 fade_power 2 } #end
  #end
  // detached garage to the right
  box { <7, 0, 1>, <12.5, 3.2, 8> texture { UpperT } }
  prism { linear_sweep linear_spline 6.8, 12.7, 4, <0.7, 3.1>, <8.3, 3.1>, <4.5, 5.4>, <0.7, 3.1> matrix <0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0> texture { RoofT } }
  box { <7.6, 0, 0.95>, <11.9, 2.5, 1.0> texture { DoorT } }
#end

// ------------------------------------------------ landscaping
#macro Shrub(R, C) sphere { 0, 1 scale <R, R * 0.75, R> translate y*R*0.5 texture { pigment { granite color_map { [0 color C * 0.5] [1 color C * 1.2] } scale R * 0.4 } finish { diffuse 0.75 } normal { bumps 1.2 scale 0.05 } } } #end
#for (K, 0, 9) object { Shrub(RR(0.35, 0.6), rgb <0.06, 0.14, 0.04>) translate <-6.2 + K * 0.55, 0, -0.6 + RR(-0.1, 0.1)> } #end
#for (K, 0, 5) object { Shrub(RR(0.3, 0.45), rgb <0.12, 0.16, 0.05>) translate <1.0 + K * 0.45, 0, -0.5> } #end
// planting bed mulch
box { <-6.6, -0.05, -1.2>, <3.4, 0.02, 0> texture { pigment { granite color_map { [0 rgb <0.06, 0.035, 0.02>] [1 rgb <0.12, 0.07, 0.04>] } scale 0.02 } } }
object { Tree(7.5, 3.5, rgb <0.11, 0.2, 0.05>, pigment { rgb <0.12, 0.09, 0.06> }) translate <-13, 0, 3> }
object { Tree(6, 3, rgb <0.16, 0.22, 0.06>, pigment { rgb <0.12, 0.09, 0.06> }) translate <12, 0, -9> }
#for (K, 0, 6) object { Conifer(RR(9, 15), RR(2, 3), rgb <0.05, 0.1, 0.05>, pigment { rgb <0.12, 0.08, 0.05> }) translate <RR(-25, 25), 0, RR(16, 30)> } #end
#for (K, 0, 8) object { Tree(RR(8, 12), RR(3.5, 5), rgb <0.1, 0.19, 0.05> * RR(0.8, 1.2), pigment { rgb <0.12, 0.09, 0.06> }) translate <RR(-40, 40), 0, RR(14, 40)> } #end
// neighbouring houses, far
box { <-30, 0, 4>, <-18, 6.5, 14> Paint(Hex(200, 194, 184)) }
box { <20, 0, 4>, <32, 6, 14> Paint(Hex(150, 140, 130)) }

// ------------------------------------------------ light
#if (SunI > 0) SunLight(SunDir, SunCol, SunI * 1.1) #end
light_source { <0, 40, -30> color SkyZ * SkyI * 0.25 shadowless }
#switch (Cam)
  #case (0) Camera(<-9, 1.6, -17>, <0.5, 3.2, 2>, 58) #break
  #case (1) Camera(<2, 1.6, -18.5>, <1.5, 3.4, 2>, 52) #break
  #else     Camera(<11, 1.7, -15>, <-1, 3.2, 2>, 56) #break
#end
