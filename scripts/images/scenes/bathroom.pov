// Bathroom template: floating vanity on back wall, glass shower right, freestanding tub by the left window.
#include "common.inc"
#ifndef (DoorStyle) #declare DoorStyle = 0; #end
#include "furniture.inc"

#ifndef (RW) #declare RW = 4.0; #end
#ifndef (RD) #declare RD = 4.4; #end
#ifndef (CH) #declare CH = 2.75; #end
#ifndef (WallC)    #declare WallC = Hex(232, 226, 216); #end
#ifndef (TileC)    #declare TileC = Hex(214, 206, 192); #end
#ifndef (TileMode) #declare TileMode = 0; #end   // 0 large stone slab look, 1 vertical stack zellige, 2 marble walls
#ifndef (FloorMode) #declare FloorMode = 0; #end // 0 large tile, 1 marble, 2 herringbone wood, 3 terrazzo
#ifndef (FloorC)   #declare FloorC = Hex(150, 142, 130); #end
#ifndef (VanityT)  #declare VanityT = Veneer(W_WhiteOak[0], W_WhiteOak[1]); #end
#ifndef (TopT)     #declare TopT = T_Carrara; #end
#ifndef (MetalT)   #declare MetalT = T_Brass; #end
#ifndef (MirrorRound) #declare MirrorRound = 1; #end
#ifndef (TubC)     #declare TubC = rgb 0.85; #end
#ifndef (Cam)      #declare Cam = 0; #end
#ifndef (SunDir)   #declare SunDir = vnormalize(<-1, 0.8, 0.3>); #end

#declare Wins = array[1][5] { {0, 1.1, 2.6, 0.95, 2.35} }
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(rgb 0.82), Wins, T_BlackMetal, 1) }

#switch (TileMode)
  #case (0) #declare WallTile = TileTex(0.6, 1.2, 0.002, TileC, 0.02, TileC*0.85, F_Satin) #break
  #case (1) #declare WallTile = TileTex(0.065, 0.2, 0.002, TileC, 0.1, TileC*0.75, F_Gloss) #break
  #else     #declare WallTile = texture { T_Calacatta } #break
#end
#switch (FloorMode)
  #case (0) #declare FloorT = TileFloor(0.6, 0.6, 0.003, FloorC, 0.03, FloorC*0.75, F_Satin) #break
  #case (3) #declare FloorT = Terrazzo(FloorC, rgb <0.5, 0.45, 0.4>) #break
  #else     #declare FloorT = texture { T_Carrara } #break
#end
#if (FloorMode = 2)
  object { Herringbone(0, RW, 0, RD, 0.09, 0.55, W_Oak) }
#else
  box { <0, -0.05, 0>, <RW, 0, RD> texture { FloorT } interior { ior 1.5 } }
#end
// tiled back wall (full height) and shower walls
box { <0, 0, RD - 0.015>, <RW, CH, RD> texture { WallTile } }
box { <RW - 0.015, 0, RD - 1.4>, <RW, CH, RD> texture { WallTile } rotate y*0 }
// wainscot tile on left wall under window
difference { box { <0, 0, 0>, <0.015, 1.2, RD> } box { <-0.1, 0.9, Wins[0][1]>, <0.1, 3, Wins[0][2]> } texture { WallTile } }
box { <0, 0.93, Wins[0][1] - 0.03>, <0.14, 0.96, Wins[0][2] + 0.03> texture { TopT } }

// ------------------------------------------------ vanity
#declare VL = 1.7; #declare VX = RW * 0.38;
union {
  union {
    DoorFront(-VL/2 + 0.003, 0.45, -0.003, 0.85, VanityT)
    DoorFront(0.003, 0.45, VL/2 - 0.003, 0.85, VanityT)
    box { <-VL/2, 0.45, 0.02>, <VL/2, 0.85, 0.55> texture { VanityT } }
    translate z*0
  }
  box { <-VL/2 - 0.02, 0.85, -0.02>, <VL/2 + 0.02, 0.88, 0.55> texture { TopT } interior { ior 1.5 } }
  box { <-VL/2 + 0.1, 0.44, 0.0>, <VL/2 - 0.1, 0.45, 0.5> Emit(rgb <1, 0.85, 0.6>, 2 * LampOn + 0.2) no_shadow }
  #for (I, 0, 1)
    #declare SX = (I - 0.5) * VL * 0.5;
    object { Bowl(0.2, Satin(rgb 0.9)) scale <1, 0.8, 0.8> translate <SX, 0.88, 0.24> }
    union {  // wall-mounted spout
      cylinder { <0, 1.1, 0.55>, <0, 1.1, 0.3>, 0.012 }
      cylinder { <-0.12, 1.1, 0.55>, <-0.12, 1.1, 0.5>, 0.02 }
      cylinder { < 0.12, 1.1, 0.55>, < 0.12, 1.1, 0.5>, 0.02 }
      texture { MetalT } translate x*SX
    }
    // mirrors
    #if (MirrorRound)
      union {
        cylinder { <0, 0, 0>, <0, 0, 0.02>, 0.38 texture { MetalT } }
        cylinder { <0, 0, -0.002>, <0, 0, 0.015>, 0.365 pigment { rgb 0.02 } finish { reflection 0.88 specular 0.3 } }
        translate <SX, 1.68, 0.53>
      }
    #else
      union {
        object { RBox(<-0.34, -0.5, 0>, <0.34, 0.5, 0.02>, 0.01) texture { MetalT } }
        box { <-0.325, -0.485, -0.002>, <0.325, 0.485, 0.015> pigment { rgb 0.02 } finish { reflection 0.88 specular 0.3 } }
        translate <SX, 1.68, 0.53>
      }
    #end
    // sconce between/outside
    union {
      cylinder { <0, 0, 0>, <0, 0, -0.08>, 0.01 texture { MetalT } }
      sphere { <0, 0, -0.1>, 0.06 Emit(rgb <1, 0.92, 0.8>, 0.4 + 3 * LampOn) no_shadow }
      translate <SX + (I - 0.5) * 0.95, 1.72, 0.53>
    }
    #if (LampOn > 0.2) LampLight(<SX + (I - 0.5) * 0.95, 1.72, 0.33>, rgb <1, 0.82, 0.6>, 0.35 * LampOn, 0.8) #end
  #end
  object { Vase(0.04, 0.14, Satin(rgb 0.15)) translate <-0.05, 0.88, 0.3> }
  object { Plant(0.04, 0.22, Satin(rgb 0.85), rgb <0.06, 0.16, 0.04>) translate <0.05, 0.88, 0.35> }
  translate <VX, 0, RD - 0.55>
}
// ------------------------------------------------ shower (back right corner)
#declare SW = 1.25;
union {
  box { <RW - SW, 0.0, RD - 1.4>, <RW - SW + 0.01, 2.05, RD - 0.01> texture { T_Glass } interior { I_Glass } }
  box { <RW - SW - 0.005, 2.03, RD - 1.4>, <RW - SW + 0.015, 2.05, RD> texture { MetalT } }
  box { <RW - SW - 0.005, 0, RD - 1.4>, <RW - SW + 0.015, 2.05, RD - 1.38> texture { MetalT } }
  box { <RW - SW, 0, RD - 1.4>, <RW, 0.003, RD> texture { WallTile } }
  // rain head and arm
  cylinder { <RW - SW/2, CH - 0.01, RD - 0.7>, <RW - SW/2, CH - 0.3, RD - 0.7>, 0.01 texture { MetalT } }
  cylinder { <RW - SW/2, CH - 0.3, RD - 0.7>, <RW - SW/2, CH - 0.31, RD - 0.7>, 0.15 texture { MetalT } }
  cylinder { <RW - 0.01, 1.1, RD - 0.7>, <RW - 0.05, 1.1, RD - 0.7>, 0.035 texture { MetalT } }
  box { <RW - 0.14, 0.9, RD - 1.39>, <RW - 0.01, 1.5, RD - 1.37> texture { WallTile } }
  // niche
  box { <RW - 0.02, 1.05, RD - 1.2>, <RW - 0.01, 1.4, RD - 0.95> pigment { rgb 0.3 } }
}
// ------------------------------------------------ tub in front of window
#declare TX = 0.95; #declare TZ = (Wins[0][1] + Wins[0][2]) / 2;
union {
  difference {
    superellipsoid { <0.3, 0.3> scale <0.42, 0.34, 0.85> }
    superellipsoid { <0.3, 0.3> scale <0.37, 0.34, 0.8> translate y*0.06 }
    plane { y, 0.24 inverse }
    translate y*0.34
    texture { pigment { color TubC } finish { F_Gloss } }
  }
  union { // floor-standing tub filler
    cylinder { <0, 0, 0>, <0, 0.92, 0>, 0.018 }
    torus { 0.09, 0.016 rotate x*90 clipped_by { plane { y, 0 inverse } } translate <0, 0.92, 0.09> }
    cylinder { <0, 0.0, 0>, <0, 0.01, 0>, 0.06 }
    texture { MetalT } rotate y*90 translate <0.25, 0, 0.98>
  }
  // stool with towel and candle
  union {
    object { RCyl(<0, 0, 0>, <0, 0.45, 0>, 0.17, 0.02) Veneer(W_Teak[0], W_Teak[1]) }
    object { RBox(<-0.12, 0.45, -0.1>, <0.12, 0.52, 0.1>, 0.02) Boucle(rgb 0.8) }
    translate <0.55, 0, -0.95>
  }
  translate <TX, 0, TZ>
}
// towel on ladder rail leaning on wall
union {
  cylinder { <-0.22, 0, 0>, <-0.22, 1.7, 0.12>, 0.012 }
  cylinder { < 0.22, 0, 0>, < 0.22, 1.7, 0.12>, 0.012 }
  #for (I, 1, 4) cylinder { <-0.22, I * 0.38, I * 0.027>, <0.22, I * 0.38, I * 0.027>, 0.009 } #end
  Veneer(W_Teak[0], W_Teak[1])
  rotate y*90 translate <RW - 0.2, 0, 0.9>
}
object { RBox(<-0.2, 0.7, -0.03>, <0.2, 1.55, 0.03>, 0.02) Fabric(rgb <0.82, 0.78, 0.72>) rotate y*90 translate <RW - 0.17, 0, 0.9> }
object { BladePlant(0.15, 0.9, Satin(rgb <0.5, 0.45, 0.4>), rgb <0.08, 0.18, 0.06>) translate <0.3, 0, RD - 0.45> }
object { Rug(0.9, 0.6, rgb <0.75, 0.72, 0.66>, rgb 0.5, 2) translate <VX, 0, RD - 1.1> }

// ------------------------------------------------ light
Sky(SkyZ * SkyI, SkyH * SkyI)
object { OutdoorBackdrop(RW / 2, RD / 2, 6, <-1, 0, 0>) }
#if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
WindowLights(RW, RD, Wins, SkyH, 0.9 * SkyI)
FillLight(<RW / 2, 1.6, 0.3>, rgb <1, 0.96, 0.9>, 0.18)
object { PotLight(CH, 0.5 + 5 * LampOn) translate <RW - SW/2, 0, RD - 0.4> }
object { PotLight(CH, 0.5 + 5 * LampOn) translate <TX, 0, TZ> }
#if (LampOn > 0.5)
  light_source { <RW - SW/2, CH - 0.05, RD - 0.4> color rgb <1, 0.85, 0.65> * 0.7 * LampOn spotlight point_at <RW - SW/2, 0, RD - 0.3> radius 25 falloff 55 tightness 5 fade_distance 1.5 fade_power 2 }
  light_source { <TX, CH - 0.05, TZ> color rgb <1, 0.85, 0.65> * 0.6 * LampOn spotlight point_at <TX, 0, TZ> radius 25 falloff 55 tightness 5 fade_distance 1.5 fade_power 2 }
#end

#switch (Cam)
  #case (0) Camera(<RW * 0.82, 1.45, 0.2>, <RW * 0.3, 1.2, RD>, 72) #break
  #case (1) Camera(<0.3, 1.4, 0.2>, <RW * 0.8, 1.2, RD>, 70) #break
  #else     Camera(<VX, 1.3, RD - 2.8>, <VX, 1.3, RD>, 58) #break
#end
