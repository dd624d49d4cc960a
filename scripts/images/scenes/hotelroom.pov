// Hotel guest room template: king bed on an upholstered wall, panoramic window on the left with city view.
#include "common.inc"
#include "furniture.inc"

#ifndef (RW) #declare RW = 4.6; #end
#ifndef (RD) #declare RD = 6.2; #end
#ifndef (CH) #declare CH = 2.8; #end
#ifndef (WallC)  #declare WallC = Hex(226, 220, 210); #end
#ifndef (HeadC)  #declare HeadC = Hex(180, 160, 136); #end
#ifndef (WoodT)  #declare WoodT = Veneer(W_Walnut[0], W_Walnut[1]); #end
#ifndef (CarpetC) #declare CarpetC = Hex(120, 110, 100); #end
#ifndef (ThrowC) #declare ThrowC = Hex(60, 80, 90); #end
#ifndef (City)   #declare City = 1; #end
#ifndef (Cam)    #declare Cam = 0; #end
#ifndef (SunDir) #declare SunDir = vnormalize(<-1, 0.6, 0.5>); #end

#declare Wins = array[1][5] { {0, 0.4, RD - 0.4, 0.0, CH - 0.1} }
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(rgb 0.85), Wins, T_BlackMetal, 3) }
box { <0, -0.05, 0>, <RW, 0, RD> texture { pigment { granite color_map { [0 color CarpetC * 0.85] [1 color CarpetC * 1.1] } scale 0.01 } finish { F_Fabric } normal { bumps 0.3 scale 0.006 } } }
// bed wall is the right wall; upholstered panel wall + wood surround
#declare BZ = RD * 0.55;
box { <RW - 0.05, 0, BZ - 2.1>, <RW, CH, BZ + 2.1> texture { WoodT rotate y*90 } }
#for (K, 0, 5) object { RBox(<RW - 0.12, 0.3 + K * 0.36, BZ - 1.5>, <RW - 0.04, 0.65 + K * 0.36, BZ + 1.5>, 0.03) Fabric(HeadC) } #end
// bed (head at +x)
#declare DuvetT = texture { pigment { rgb <0.88, 0.87, 0.85> } finish { F_Fabric } normal { wrinkles 0.2 scale 0.12 } }
object { Bed(1.95, 2.1, DuvetT, Fabric(ThrowC), Fabric(HeadC), Fabric(HeadC)) rotate y*90 translate <RW - 1.17, 0, BZ> }
#for (S, -1, 1, 2)
  object { Nightstand(0.5, 0.5, WoodT, T_Brass) rotate y*90 translate <RW - 0.3, 0, BZ + S * 1.32> }
  union {
    cylinder { <0, 0, 0>, <-0.25, 0, 0>, 0.01 texture { T_Brass } }
    cylinder { <-0.25, 0, 0>, <-0.25, -0.2, 0>, 0.01 texture { T_Brass } }
    difference { cone { <-0.25, -0.35, 0>, 0.12, <-0.25, -0.18, 0>, 0.05 } cone { <-0.25, -0.351, 0>, 0.115, <-0.25, -0.181, 0>, 0.045 } texture { T_Brass } }
    sphere { <-0.25, -0.3, 0>, 0.03 Emit(rgb <1, 0.85, 0.6>, 8) no_shadow }
    translate <RW - 0.05, 1.5, BZ + S * 1.32>
  }
  #if (LampOn > 0.2) LampLight(<RW - 0.3, 1.15, BZ + S * 1.32>, rgb <1, 0.78, 0.5>, 0.45 * LampOn, 1.0) #end
#end
// desk + chair by the window near the front, lounge chair
union {
  box { <-0.7, 0.74, -0.3>, <0.7, 0.77, 0.3> texture { WoodT } }
  box { <-0.7, 0, -0.3>, <-0.67, 0.74, 0.3> texture { T_Brass } }
  box { <0.67, 0, -0.3>, <0.7, 0.74, 0.3> texture { T_Brass } }
  object { TableLamp(0.5, rgb <0.95, 0.9, 0.8>, Satin(rgb 0.15), 0.3 + 2.5 * LampOn) translate <0.45, 0.77, 0.1> }
  object { BookStack(2) scale 0.8 translate <-0.4, 0.77, 0> }
  rotate y*-90 translate <0.5, 0, 1.3>
}
object { Chair(Fabric(ThrowC), T_Brass, 2) rotate y*90 translate <1.0, 0, 1.3> }
object { Armchair(Boucle(Hex(216, 206, 190)), T_Brass, 1) rotate y*-150 translate <0.9, 0, RD - 0.9> }
object { SideTable(0.18, 0.5, T_Nero, T_Brass) translate <0.5, 0, RD - 1.5> }
object { Rug(2.2, 3.0, Hex(200, 190, 176), Hex(150, 136, 120), 2) translate <RW - 2.0, 0, BZ> }
// TV console on the front wall is behind camera; drapes and sheers at window
object { Drape(0.8, CH - 0.05, Hex(170, 160, 146)) rotate y*90 translate <0.15, 0, 0.6> }
object { Drape(0.8, CH - 0.05, Hex(170, 160, 146)) rotate y*90 translate <0.15, 0, RD - 0.5> }
object { Sheer(1.4, CH - 0.06, rgb 0.92, 0.6) rotate y*90 translate <0.1, 0, RD - 1.4> }
#for (I, 0, 1) object { PotLight(CH, 0.5 + 4 * LampOn) translate <RW - 1.6, 0, BZ + (I - 0.5) * 2.4> } #end

Sky(SkyZ * SkyI, SkyH * SkyI)
// city skyline beyond the window
#declare WinGlow = (Time >= 2 ? 1.0 : 0.0);
#for (K, 0, 40)
  #declare H = RR(15, 90);
  #declare BXc = -60 - RR(0, 200); #declare BZc = RR(-120, 160);
  box { <BXc - RR(12, 25), -40, BZc>, <BXc, H * 1.4, BZc + RR(12, 28)>
    texture {
      pigment_pattern { function { select(abs(y - 3.5 * floor(y / 3.5 + 0.5)) - 0.9, 0, 1) * select(abs(z - 2.5 * floor(z / 2.5 + 0.5)) - 0.5, 0, 1) } }
      texture_map {
        [0 pigment { rgb <0.35, 0.38, 0.42> * (1.3 - WinGlow) } finish { diffuse 0.7 }]
        [1 pigment { bozo color_map { [0 rgb <0.1, 0.12, 0.15>] [0.55 rgb <0.1, 0.12, 0.15>] [0.56 rgb <1, 0.75, 0.45>] [1 rgb <1, 0.8, 0.5>] } scale 3 } finish { emission WinGlow * 1.5 diffuse 0.5 specular 0.4 }]
      }
    }
  }
#end
plane { y, -40 pigment { rgb 0.1 } }
#if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
WindowLights(RW, RD, Wins, SkyH, 0.6 * SkyI)
FillLight(<RW / 2, 1.6, 0.3>, rgb <1, 0.95, 0.88>, 0.18)
#switch (Cam)
  #case (0) Camera(<RW * 0.55, 1.45, 0.25>, <RW * 0.35, 1.15, RD>, 74) #break
  #case (1) Camera(<RW - 0.4, 1.5, 0.3>, <0.6, 1.2, RD * 0.6>, 72) #break
  #else     Camera(<0.6, 1.4, BZ - 0.4>, <RW, 1.0, BZ + 0.6>, 70) #break
#end
