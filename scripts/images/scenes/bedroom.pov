// Bedroom template: bed centred on the back wall, window on the left wall with drapes.
#include "common.inc"
#include "furniture.inc"

#ifndef (RW) #declare RW = 5.2; #end
#ifndef (RD) #declare RD = 5.6; #end
#ifndef (CH) #declare CH = 2.8; #end
#ifndef (WallC)   #declare WallC = Hex(232, 226, 216); #end
#ifndef (BackT)   #declare BackT = Paint(Hex(196, 184, 168)); #end     // wall behind bed
#ifndef (Panel)   #declare Panel = 1; #end                              // 0 paint, 1 vertical wood slats, 2 upholstered wall panels
#ifndef (FloorW)  #declare FloorW = W_WhiteOak; #end
#ifndef (DuvetC)  #declare DuvetC = Hex(232, 228, 220); #end
#ifndef (ThrowC)  #declare ThrowC = Hex(170, 120, 80); #end
#ifndef (HeadT)   #declare HeadT = Boucle(Hex(200, 186, 166)); #end
#ifndef (NightT)  #declare NightT = Veneer(W_Walnut[0], W_Walnut[1]); #end
#ifndef (RugC1)   #declare RugC1 = Hex(210, 200, 186); #end
#ifndef (RugC2)   #declare RugC2 = Hex(150, 130, 110); #end
#ifndef (DrapeC)  #declare DrapeC = Hex(214, 206, 192); #end
#ifndef (Pendants) #declare Pendants = 1; #end
#ifndef (ArtStyle) #declare ArtStyle = 0; #end
#ifndef (ArtC1)   #declare ArtC1 = Hex(214, 204, 188); #end
#ifndef (ArtC2)   #declare ArtC2 = Hex(160, 130, 100); #end
#ifndef (ArtC3)   #declare ArtC3 = Hex(90, 96, 92); #end
#ifndef (ChairT)  #declare ChairT = Boucle(Hex(220, 212, 198)); #end
#ifndef (Cam)     #declare Cam = 0; #end
#ifndef (SunDir)  #declare SunDir = vnormalize(<-1, 0.7, 0.5>); #end

#declare Wins = array[1][5] { {0, 1.0, 3.4, 0.05, CH - 0.3} }
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(rgb 0.84), Wins, T_BlackMetal, 2) }
object { PlankFloor(0, RW, 0, RD, 0.19, 2.1, FloorW) }
#declare BX = RW * 0.55;
// feature wall behind the bed
#switch (Panel)
  #case (1)
    box { <0, 0, RD - 0.02>, <RW, CH, RD> texture { NightT } }
    #for (I, 0, int(RW / 0.06)) box { <I * 0.06, 0, RD - 0.045>, <I * 0.06 + 0.04, CH, RD - 0.02> texture { NightT } } #end
  #break
  #case (2)
    #for (I, 0, 5) object { RBox(<BX - 1.8 + I * 0.6 + 0.005, 0.1, RD - 0.06>, <BX - 1.2 + I * 0.6 - 0.005, 1.4, RD>, 0.025) texture { HeadT } } #end
    box { <0, 0, RD - 0.01>, <RW, CH, RD> texture { BackT } }
  #break
  #else
    box { <0, 0, RD - 0.01>, <RW, CH, RD> texture { BackT } }
#end
// bed
#declare DuvetT = texture { pigment { color DuvetC } finish { F_Fabric } normal { wrinkles 0.25 scale 0.12 } }
#declare ThrowT = Fabric(ThrowC);
object { Bed(1.7, 2.15, DuvetT, ThrowT, HeadT, HeadT) translate <BX, 0, RD - 1.15 - (Panel = 1 ? 0.05 : 0) - (Panel = 2 ? 0.06 : 0)> }
// nightstands + lamps
#for (S, -1, 1, 2)
  #declare NX = BX + S * 1.27;
  object { Nightstand(0.55, 0.55, NightT, T_Brass) translate <NX, 0, RD - 0.35> }
  object { BookStack(2) scale 0.8 translate <NX + 0.12 * S, 0.55, RD - 0.35> }
  #if (Pendants)
    object { Pendant(CH, 1.05, 0, T_Brass, 0.4 + 2.5 * LampOn) translate <NX - 0.08 * S, 0, RD - 0.35> }
    #if (LampOn > 0.2) LampLight(<NX - 0.08 * S, 1.2, RD - 0.5>, rgb <1, 0.8, 0.55>, 0.5 * LampOn, 1.0) #end
  #else
    object { TableLamp(0.55, rgb <0.95, 0.9, 0.8>, Satin(rgb 0.75), 0.3 + 2.5 * LampOn) translate <NX - 0.1 * S, 0.55, RD - 0.3> }
    #if (LampOn > 0.2) LampLight(<NX - 0.1 * S, 0.95, RD - 0.45>, rgb <1, 0.8, 0.55>, 0.5 * LampOn, 1.0) #end
  #end
#end
// art above bed
#if (Panel != 2)
  object { Art(1.4, 0.7, ArtC1, ArtC2, ArtC3, ArtStyle, T_Brass) translate <BX, 1.75, RD - (Panel = 1 ? 0.05 : 0.01)> }
#end
// bench at foot of bed
union {
  object { RBox(<-0.65, 0.3, -0.2>, <0.65, 0.46, 0.2>, 0.04) texture { ThrowT } }
  #for (S, -1, 1, 2) box { <S * 0.6 - 0.02, 0, -0.18>, <S * 0.6 + 0.02, 0.3, 0.18> texture { T_Brass } } #end
  translate <BX, 0, RD - 2.55>
}
object { Rug(2.8, 3.4, RugC1, RugC2, 0) translate <BX, 0, RD - 1.6> }
// drapes either side of window
object { Drape(0.7, CH - 0.05, DrapeC) rotate y*90 translate <0.12, 0, Wins[0][1] - 0.2> }
object { Drape(0.7, CH - 0.05, DrapeC) rotate y*90 translate <0.12, 0, Wins[0][2] + 0.2> }
object { Sheer(2.0, CH - 0.06, rgb 0.92, 0.65) rotate y*90 translate <0.08, 0, (Wins[0][1] + Wins[0][2]) / 2 - 0.2> }
// reading chair near window, floor lamp
object { Armchair(ChairT, Veneer(W_Walnut[0], W_Walnut[1]), 1) rotate y*(-90 - 35) translate <0.9, 0, 0.8> }
object { FloorLamp(1.55, rgb <0.95, 0.9, 0.8>, T_BlackMetal, 0.3 + 2.5 * LampOn) translate <0.45, 0, 0.35> }
object { Plant(0.18, 1.5, Satin(rgb <0.62, 0.56, 0.5>), rgb <0.06, 0.16, 0.04>) translate <RW - 0.45, 0, RD - 0.5> }
// dresser on right wall
union {
  object { DrawerRun(1.6, 0.8, 0.5, 0.8, NightT, NightT, T_Brass) }
  object { BookStack(3) translate <1.1, 0.8, 0.25> }
  object { Art(0.7, 0.9, ArtC3, ArtC1, ArtC2, 1, T_BlackMetal) translate <0.8, 1.55, 0.5> }
  rotate y*90 translate <RW - 0.5, 0, 2.3>
}
// ceiling
#for (I, 0, 1) object { PotLight(CH, 0.5 + 5 * LampOn) translate <BX + (I - 0.5) * 2, 0, RD * 0.4> } #end

Sky(SkyZ * SkyI, SkyH * SkyI)
object { OutdoorBackdrop(RW / 2, RD / 2, 8, <-1, 0, 0>) }
#if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
WindowLights(RW, RD, Wins, SkyH, 0.85 * SkyI)
FillLight(<RW / 2, 1.6, 0.3>, rgb <1, 0.96, 0.9>, 0.15)
#switch (Cam)
  #case (0) Camera(<RW - 0.4, 1.35, 0.3>, <RW * 0.4, 1.15, RD>, 70) #break
  #case (1) Camera(<BX, 1.3, 0.25>, <BX, 1.2, RD>, 64) #break
  #else     Camera(<RW - 0.5, 1.0, RD - 2.6>, <BX - 1.3, 0.85, RD - 0.4>, 60) #break
#end
