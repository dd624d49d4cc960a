// Hotel lobby template: double-height space, stone floor, reception desk, lounge groups, statement lighting.
#include "common.inc"
#include "furniture.inc"

#ifndef (RW) #declare RW = 14; #end
#ifndef (RD) #declare RD = 13; #end
#ifndef (CH) #declare CH = 5.6; #end
#ifndef (WallC)  #declare WallC = Hex(226, 218, 204); #end
#ifndef (DeskT)  #declare DeskT = texture { T_Travertine } #end
#ifndef (FloorT) #declare FloorT = texture { T_Carrara } #end
#ifndef (SofaC)  #declare SofaC = Hex(70, 90, 82); #end
#ifndef (ChairC) #declare ChairC = Hex(176, 120, 80); #end
#ifndef (WoodT)  #declare WoodT = Veneer(W_Walnut[0], W_Walnut[1]); #end
#ifndef (Cam)    #declare Cam = 0; #end
#ifndef (SunDir) #declare SunDir = vnormalize(<-1, 0.7, 0.3>); #end

#declare Wins = array[1][5] { {0, 1.0, RD - 1.0, 0.0, CH - 0.4} }
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(rgb 0.85), Wins, T_BlackMetal, 5) }
box { <0, -0.05, 0>, <RW, 0, RD> texture { FloorT } interior { ior 1.5 } }
// stone-clad back wall with vertical fins
box { <0, 0, RD - 0.05>, <RW, CH, RD> texture { DeskT } }
#for (K, 0, 13) box { <0.5 + K * 1.0, 0, RD - 0.2>, <0.56 + K * 1.0, CH, RD - 0.05> texture { WoodT } } #end
// columns
#for (K, 0, 2) cylinder { <3.5 + K * 3.5, 0, 5.5>, <3.5 + K * 3.5, CH, 5.5>, 0.3 texture { DeskT } } #end
// reception desk
union {
  object { RBox(<-2.5, 0, -0.45>, <2.5, 1.1, 0.45>, 0.04) texture { DeskT } }
  box { <-2.55, 1.1, -0.5>, <2.55, 1.14, 0.5> texture { WoodT } }
  box { <-2.4, 0.03, -0.46>, <2.4, 0.06, -0.45> Emit(rgb <1, 0.8, 0.55>, 4) no_shadow }
  object { Vase(0.12, 0.45, Satin(rgb 0.12)) translate <1.9, 1.14, 0> }
  #for (I, 0, 8) union { cylinder { <0, 1.5, 0>, <RR(-0.35, 0.35), 2.3, RR(-0.25, 0.25)>, 0.005 } sphere { 0, 0.06 scale <1, 0.3, 1> translate <RR(-0.35, 0.35), RR(1.9, 2.3), RR(-0.25, 0.25)> } pigment { rgb <0.1, 0.2, 0.06> } translate <1.9, 0, 0> } #end
  translate <RW * 0.6, 0, RD - 2.4>
}
// statement chandelier: cluster of glowing globes on rods
#for (K, 0, 22)
  #declare P = <RW * 0.42 + RR(-1.6, 1.6), RR(3.4, 4.6), 6.5 + RR(-1.4, 1.4)>;
  cylinder { P, <P.x, CH, P.z>, 0.004 texture { T_Brass } }
  sphere { P, RR(0.08, 0.14) Emit(rgb <1, 0.88, 0.7>, 3.5) no_shadow }
#end
light_source { <RW * 0.42, 4.0, 6.5> color rgb <1, 0.82, 0.6> * 1.2 area_light <2.5, 0, 0>, <0, 0, 2.5>, 3, 3 adaptive 0 fade_distance 3 fade_power 2 }
// lounge groups
#macro Lounge(C1, C2)
union {
  object { Rug(3.4, 2.8, Hex(206, 196, 180), Hex(130, 118, 100), 0) }
  object { Sofa(2.4, 0.95, Fabric(C1), T_Brass, 1) translate z*1.0 rotate y*180 }
  object { Armchair(Boucle(C2), T_Brass, 1) rotate y*(180 + 35) translate <-1.1, 0, -0.9> rotate y*180 }
  object { Armchair(Boucle(C2), T_Brass, 1) rotate y*(180 - 35) translate <1.1, 0, -0.9> rotate y*180 }
  object { CoffeeTableRound(0.5, 0.36, T_Nero, T_Brass) }
  object { BookStack(3) translate <0.1, 0.36, 0> }
  object { Bowl(0.14, Satin(rgb 0.8)) translate <-0.2, 0.36, 0.15> }
}
#end
object { Lounge(SofaC, ChairC) translate <3.4, 0, 8.5> }
object { Lounge(ChairC * 0.8, Hex(220, 212, 198)) translate <3.4, 0, 2.8> }
// planters
#for (K, 0, 2) object { Plant(0.35, 2.6, Concrete(Hex(120, 116, 110)), rgb <0.06, 0.16, 0.04>) translate <RW - 1.0, 0, 4.5 + K * 3.2> } #end
object { Plant(0.35, 2.8, Concrete(Hex(120, 116, 110)), rgb <0.06, 0.16, 0.04>) translate <1.0, 0, RD - 1.0> }
object { Art(2.4, 1.6, Hex(220, 206, 186), Hex(160, 110, 80), Hex(60, 80, 90), 1, T_Brass) translate <RW - 0.01, 2.4, 9> rotate y*0 }
#for (I, 0, 3) #for (J, 0, 3) object { PotLight(CH, 4) translate <2 + I * 3.2, 0, 1.5 + J * 3.2> } #end #end
light_source { <RW * 0.6, CH - 0.2, RD - 2.5> color rgb <1, 0.85, 0.65> * 0.5 area_light <4, 0, 0>, <0, 0, 1>, 3, 2 adaptive 0 fade_distance 3 fade_power 2 }

Sky(SkyZ * SkyI, SkyH * SkyI)
object { OutdoorBackdrop(RW / 2, RD / 2, 10, <-1, 0, 0>) }
#if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
WindowLights(RW, RD, Wins, SkyH, 0.7 * SkyI)
FillLight(<RW / 2, 2, 0.5>, rgb <1, 0.92, 0.82>, 0.3)
#switch (Cam)
  #case (0) Camera(<RW - 0.8, 1.6, 0.5>, <RW * 0.35, 2.0, RD>, 72) #break
  #case (1) Camera(<RW * 0.5, 1.6, 0.4>, <RW * 0.5, 2.1, RD>, 70) #break
  #else     Camera(<1.0, 1.6, 0.6>, <RW * 0.75, 1.8, RD - 1>, 70) #break
#end
