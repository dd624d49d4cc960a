// Garden suite / laneway house template: a compact 1.5-storey dwelling at the back of a lot.
#include "common.inc"
#include "furniture.inc"

#ifndef (Style)  #declare Style = 0; #end     // 0 shed roof with cedar, 1 gable with board and batten, 2 flat roof two-storey laneway
#ifndef (CladT)  #declare CladT = Veneer(W_Teak[0] * 1.3, W_Teak[1] * 1.2); #end
#ifndef (AltT)   #declare AltT = Paint(Hex(40, 42, 44)); #end
#ifndef (TrimT)  #declare TrimT = texture { T_BlackMetal } #end
#ifndef (Cam)    #declare Cam = 0; #end
#ifndef (SunDir) #declare SunDir = vnormalize(<-0.8, 0.9, -0.6>); #end

#macro LumberAt(Ox) texture { WoodPig(rgb <0.42, 0.26, 0.14> * RR(0.9, 1.1), rgb <0.3, 0.17, 0.08>, Ox, RR(-20, 20)) finish { F_Satin } } #end
Sky(SkyZ * SkyI, SkyH * SkyI)
plane { y, 0 texture { pigment { granite color_map { [0 rgb <0.09, 0.15, 0.04>] [0.6 rgb <0.14, 0.22, 0.06>] [1 rgb <0.2, 0.28, 0.08>] } scale 0.4 } finish { diffuse 0.75 } normal { bumps 0.6 scale 0.02 } } }
#declare GlowT = texture { pigment { gradient y color_map { [0 rgb <0.55, 0.36, 0.2>] [0.6 rgb <0.9, 0.66, 0.4>] [1 rgb <1, 0.8, 0.55>] } scale 2.6 } finish { emission (Time = 3 ? 0.9 : (Time = 2 ? 0.3 : 0.04)) diffuse 0.1 } }
#macro Glass(P0, P1)
union {
  box { P0 - <0, 0, 0.02>, P1 texture { T_WindowGlass } interior { I_Glass } }
  box { P0 + <0, 0, 0.5>, P1 + <0, 0, 0.52> texture { GlowT } }
  box { P0 - <0.05, 0.05, 0.03>, <P1.x + 0.05, P0.y, P0.z + 0.05> texture { TrimT } }
  box { <P0.x - 0.05, P1.y, P0.z - 0.03>, P1 + <0.05, 0.05, 0.05> texture { TrimT } }
  box { P0 - <0.05, 0.05, 0.03>, <P0.x, P1.y + 0.05, P0.z + 0.05> texture { TrimT } }
  box { <P1.x, P0.y - 0.05, P0.z - 0.03>, P1 + <0.05, 0.05, 0.05> texture { TrimT } }
  box { <(P0.x + P1.x) / 2 - 0.025, P0.y, P0.z - 0.03>, <(P0.x + P1.x) / 2 + 0.025, P1.y, P0.z + 0.05> texture { TrimT } }
}
#end
// ------------------------------------------------ the suite (footprint x -4..4, z 0..6)
#switch (Style)
#case (0)
  difference {
    prism { linear_sweep linear_spline -4, 4, 5, <0, 0>, <6, 0>, <6, 4.2>, <0, 5.6>, <0, 0> matrix <0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0> }
    box { <-3.2, 0.3, -0.1>, <0.8, 2.6, 1.2> }
    box { <1.6, 0.3, -0.1>, <3.2, 2.6, 1.2> }
    box { <-2.6, 3.2, -0.1>, <0.2, 4.7, 1.2> }
    texture { CladT }
  }
  difference {
    union { #for (K, 0, 79) box { <-4 + K * 0.1, 0, -0.03>, <-4 + K * 0.1 + 0.02, 5.6 - (K * 0.1) * 1.4 / 6, 0> } #end }
    box { <-3.2, 0.3, -0.2>, <0.8, 2.6, 0.5> } box { <1.6, 0.3, -0.2>, <3.2, 2.6, 0.5> } box { <-2.6, 3.2, -0.2>, <0.2, 4.7, 0.5> }
    texture { CladT rotate z*90 }
  }
  prism { linear_sweep linear_spline -4.3, 4.3, 5, <-0.4, 5.6>, <6.3, 4.1>, <6.3, 4.3>, <-0.4, 5.8>, <-0.4, 5.6> matrix <0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0> texture { AltT } }
  object { Glass(<-3.2, 0.3, 0.1>, <0.8, 2.6, 0.1>) }
  object { Glass(<1.6, 0.3, 0.1>, <3.2, 2.6, 0.1>) }
  object { Glass(<-2.6, 3.2, 0.1>, <0.2, 4.7, 0.1>) }
#break
#case (1)
  difference {
    union { box { <-4, 0, 0>, <4, 4.0, 6> } prism { linear_sweep linear_spline 0, 6, 4, <-4, 4.0>, <4, 4.0>, <0, 6.4>, <-4, 4.0> matrix <1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0> } }
    box { <-3.0, 0.3, -0.1>, <0.0, 2.6, 1.2> }
    box { <1.2, 0.0, -0.1>, <2.4, 2.4, 1.2> }
    box { <-1.8, 3.0, -0.1>, <1.8, 5.2, 1.2> }
    texture { CladT }
  }
  difference {
    union { #for (K, 0, 20) box { <-4 + K * 0.4, 0, -0.04>, <-4 + K * 0.4 + 0.05, 4.0 + 2.4 * (1 - abs(-4 + K * 0.4 + 0.025) / 4) - 0.05, 0> } #end }
    box { <-3.0, 0.3, -0.2>, <0.0, 2.6, 0.3> } box { <1.2, 0.0, -0.2>, <2.4, 2.4, 0.3> } box { <-1.8, 3.0, -0.2>, <1.8, 5.2, 0.3> }
    texture { CladT }
  }
  prism { linear_sweep linear_spline -0.4, 6.4, 7, <-4.3, 3.8>, <0, 6.45>, <4.3, 3.8>, <4.3, 4.05>, <0, 6.7>, <-4.3, 4.05>, <-4.3, 3.8> matrix <1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0> texture { AltT } }
  object { Glass(<-3.0, 0.3, 0.1>, <0.0, 2.6, 0.1>) }
  box { <1.2, 0.0, 0.1>, <2.4, 2.4, 0.15> texture { TrimT } }
  object { Glass(<-1.8, 3.0, 0.1>, <1.8, 5.2, 0.1>) }
#break
#else
  difference {
    box { <-4, 0, 0>, <4, 6.2, 6> }
    box { <-3.4, 0.0, -0.1>, <-0.6, 2.5, 1.2> }      // garage below
    box { <0.4, 0.0, -0.1>, <1.5, 2.3, 1.2> }
    box { <-3.4, 3.4, -0.1>, <3.4, 5.6, 1.2> }
    texture { AltT }
  }
  difference {
    union { #for (K, 0, 39) box { <-4 + K * 0.2, 3.0, -0.03>, <-4 + K * 0.2 + 0.12, 6.2, 0> } #end }
    box { <-3.4, 3.4, -0.2>, <3.4, 5.6, 0.5> }
    texture { CladT rotate z*90 }
  }
  box { <-3.4, 0, 0.15>, <-0.6, 2.5, 0.2> texture { CladT } }
  box { <0.4, 0, 0.1>, <1.5, 2.3, 0.15> texture { CladT } }
  object { Glass(<-3.4, 3.4, 0.1>, <3.4, 5.6, 0.1>) }
  box { <-4.1, 6.2, -0.1>, <4.1, 6.35, 6.1> texture { TrimT } }
  // juliet balcony glass
  box { <-3.4, 3.4, -0.2>, <3.4, 4.4, -0.18> texture { T_Glass } interior { I_Glass } }
#end
// deck / patio + outdoor furniture
#if (Style != 2)
  #for (K, 0, 30) box { <-4.5, 0, -3.2 + K * 0.1>, <4.5, 0.25, -3.2 + K * 0.1 + 0.09> LumberAt(K) } #end
  union {
    object { Sofa(1.8, 0.8, Fabric(Hex(200, 194, 182)), Veneer(W_Teak[0], W_Teak[1]), 1) }
    rotate y*160 translate <2.6, 0.25, -2.3>
  }
  object { Armchair(Fabric(Hex(200, 194, 182)), Veneer(W_Teak[0], W_Teak[1]), 0) rotate y*-130 translate <-2.6, 0.25, -2.2> }
  object { CoffeeTableRound(0.4, 0.35, Concrete(Hex(170, 166, 160)), Concrete(Hex(170, 166, 160))) translate <0.2, 0.25, -2.2> }
  object { BladePlant(0.25, 1.2, Concrete(Hex(80, 80, 80)), rgb <0.1, 0.2, 0.05>) translate <-3.9, 0.25, -0.5> }
  object { BladePlant(0.25, 1.2, Concrete(Hex(80, 80, 80)), rgb <0.1, 0.2, 0.05>) translate <3.9, 0.25, -0.5> }
#else
  box { <-4, -0.05, -8>, <-0.3, 0.02, 0> Concrete(Hex(160, 158, 150)) }
#end
// string lights across the yard at dusk
#if (Time >= 2)
  #for (K, 0, 24) sphere { <-5 + K * 0.45, 3.2 - 0.5 * sin(K / 24 * pi), -4.5>, 0.035 Emit(rgb <1, 0.8, 0.5>, 8) no_shadow } #end
  light_source { <0, 3, -4.5> color rgb <1, 0.75, 0.45> * 0.35 fade_distance 2 fade_power 2 }
#end
// garden: path stones, beds, fence, main house behind camera implied
#for (K, 0, 6) box { <-0.5, -0.05, -4 - K * 1.0>, <0.5, 0.03, -3.4 - K * 1.0> Concrete(Hex(180, 176, 168)) } #end
#macro Shrub(R, C) sphere { 0, 1 scale <R, R * 0.75, R> translate y*R*0.4 texture { pigment { granite color_map { [0 color C * 0.5] [1 color C * 1.2] } scale R * 0.4 } finish { diffuse 0.75 } normal { bumps 1.2 scale 0.05 } } } #end
#for (K, 0, 14) object { Shrub(RR(0.3, 0.55), rgb <0.07, 0.15, 0.04> * RR(0.7, 1.3)) translate <-6.5 + RR(-0.3, 0.3), 0, -9 + K * 0.8> } #end
#for (K, 0, 10) object { Shrub(RR(0.25, 0.5), rgb <0.09, 0.16, 0.05> * RR(0.7, 1.3)) translate <6.5 + RR(-0.3, 0.3), 0, -9 + K * 0.9> } #end
// cedar privacy fence along both sides and back
#for (K, 0, 120) box { <-7.5, 0, -12 + K * 0.16>, <-7.48, 1.85, -12 + K * 0.16 + 0.14> LumberAt(K) } #end
#for (K, 0, 120) box { <7.48, 0, -12 + K * 0.16>, <7.5, 1.85, -12 + K * 0.16 + 0.14> LumberAt(K + 200) } #end
object { Tree(7, 3.5, rgb <0.11, 0.2, 0.05>, pigment { rgb <0.12, 0.09, 0.06> }) translate <-6, 0, 8> }
object { Tree(8, 4, rgb <0.13, 0.21, 0.05>, pigment { rgb <0.12, 0.09, 0.06> }) translate <7, 0, 9> }
#for (K, 0, 8) object { Tree(RR(8, 12), RR(3.5, 5), rgb <0.1, 0.19, 0.05> * RR(0.8, 1.2), pigment { rgb <0.12, 0.09, 0.06> }) translate <RR(-30, 30), 0, RR(14, 35)> } #end
box { <-20, 0, 12>, <-9, 7, 20> Paint(Hex(196, 190, 180)) }

#if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
light_source { <0, 40, -30> color SkyZ * SkyI * 0.25 shadowless }
#switch (Cam)
  #case (0) Camera(<-3.5, 1.6, -11.5>, <0, 2.6, 3>, 56) #break
  #case (1) Camera(<4.5, 1.5, -10>, <-0.5, 2.8, 3>, 58) #break
  #else     Camera(<0.3, 1.6, -12>, <0, 2.9, 3>, 54) #break
#end
