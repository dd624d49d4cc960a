// Home office template: desk facing the camera, built-in shelving on the back wall, window left.
#include "common.inc"
#include "furniture.inc"

#ifndef (RW) #declare RW = 4.6; #end
#ifndef (RD) #declare RD = 4.8; #end
#ifndef (CH) #declare CH = 2.75; #end
#ifndef (WallC)  #declare WallC = Hex(228, 224, 214); #end
#ifndef (ShelfT) #declare ShelfT = Satin(Hex(62, 72, 66)); #end
#ifndef (DeskT)  #declare DeskT = Veneer(W_Walnut[0], W_Walnut[1]); #end
#ifndef (ChairT) #declare ChairT = Leather(Hex(36, 34, 32)); #end
#ifndef (FloorW) #declare FloorW = W_Oak; #end
#ifndef (RugC1)  #declare RugC1 = Hex(170, 150, 128); #end
#ifndef (RugC2)  #declare RugC2 = Hex(100, 80, 66); #end
#ifndef (Basement) #declare Basement = 0; #end
#ifndef (Cam)    #declare Cam = 0; #end
#ifndef (SunDir) #declare SunDir = vnormalize(<-1, 0.8, 0.2>); #end

#if (Basement)
  #declare Wins = array[1][5] { {0, 1.2, 2.6, 1.55, 2.25} }
#else
  #declare Wins = array[1][5] { {0, 0.8, 3.2, 0.7, CH - 0.3} }
#end
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(rgb 0.84), Wins, T_BlackMetal, 1) }
object { PlankFloor(0, RW, 0, RD, 0.19, 1.9, FloorW) }
// built-in shelving wall
#declare SD = 0.4;
union {
  object { CabinetRun(RW, 0.8, SD, 0.6, ShelfT, ShelfT, T_Brass, 1) translate <0, 0, RD - SD> }
  box { <0, 0.8, RD - SD - 0.01>, <RW, 0.83, RD> texture { ShelfT } }
  box { <0, 0.83, RD - 0.02>, <RW, CH, RD> texture { ShelfT } }
  #declare NB = 4;
  #for (I, 0, NB)
    box { <I * (RW - 0.04) / NB, 0.83, RD - SD>, <I * (RW - 0.04) / NB + 0.04, CH, RD> texture { ShelfT } }
  #end
  #for (J, 1, 4)
    box { <0, 0.83 + J * 0.4, RD - SD + 0.02>, <RW, 0.86 + J * 0.4, RD> texture { ShelfT } }
  #end
  #for (I, 0, NB - 1)
    #for (J, 0, 3)
      #declare X0 = I * (RW - 0.04) / NB + 0.06;
      #declare Bay = (RW - 0.04) / NB - 0.08;
      #declare Pick = rand(RS);
      #if (Pick < 0.55)
        object { Books(Bay * RR(0.45, 0.8), 0.3, 0.26) translate <X0 + RR(0, 0.1), 0.86 + J * 0.4, RD - 0.05> }
      #elseif (Pick < 0.75)
        object { Vase(0.06, RR(0.16, 0.28), Satin(rgb <RR(0.2, 0.8), RR(0.2, 0.7), RR(0.2, 0.6)>)) translate <X0 + Bay * 0.3, 0.86 + J * 0.4, RD - 0.2> }
        object { BookStack(3) scale 0.8 translate <X0 + Bay * 0.7, 0.86 + J * 0.4, RD - 0.2> }
      #elseif (Pick < 0.88)
        object { Art(0.3, 0.36, Hex(210, 200, 180), Hex(120, 90, 70), Hex(60, 70, 80), int(RR(0, 2.99)), T_BlackMetal) rotate x*-8 translate <X0 + Bay * 0.5, 0.86 + J * 0.4 + 0.19, RD - 0.06> }
      #else
        object { Bowl(0.12, Satin(rgb 0.75)) translate <X0 + Bay * 0.5, 0.86 + J * 0.4, RD - 0.2> }
      #end
    #end
  #end
}
// desk + chair
#declare DX = RW * 0.52; #declare DZ = RD - 1.6;
union {
  object { RBox(<-0.85, 0.72, -0.4>, <0.85, 0.76, 0.4>, 0.01) texture { DeskT } }
  box { <-0.83, 0, -0.38>, <-0.78, 0.72, 0.38> texture { DeskT } }
  box { < 0.78, 0, -0.38>, < 0.83, 0.72, 0.38> texture { DeskT } }
  box { <-0.78, 0.5, 0.25>, <0.78, 0.72, 0.28> texture { DeskT } }
  // laptop (open, screen facing away from camera)
  union {
    box { <-0.17, 0.76, -0.12>, <0.17, 0.775, 0.12> }
    box { <-0.17, 0, 0>, <0.17, 0.24, 0.008> rotate x*12 translate <0, 0.775, 0.12> }
    texture { pigment { rgb 0.55 } finish { F_Brushed } }
  }
  object { TableLamp(0.5, rgb <0.95, 0.9, 0.8>, Satin(rgb 0.15), 0.3 + 2.2 * LampOn) translate <0.6, 0.76, 0.15> }
  object { BookStack(3) scale 0.9 translate <-0.55, 0.76, 0.1> }
  object { Plant(0.06, 0.3, Satin(rgb 0.8), rgb <0.07, 0.17, 0.05>) translate <-0.62, 0.76, -0.2> }
  box { <-0.12, 0.76, -0.3>, <0.1, 0.765, -0.2> pigment { rgb 0.9 } }
  cylinder { <0.3, 0.76, -0.2>, <0.3, 0.85, -0.2>, 0.035 Satin(rgb 0.85) }
  translate <DX, 0, DZ>
}
object { TaskChair(ChairT, T_BlackMetal) rotate y*180 translate <DX, 0, DZ + 0.75> }
#if (LampOn > 0.2) LampLight(<DX + 0.6, 1.15, DZ>, rgb <1, 0.8, 0.55>, 0.5 * LampOn, 1.0) #end
object { Rug(2.6, 2.0, RugC1, RugC2, 2) translate <DX, 0, DZ + 0.2> }
// lounge chair + side table in the window corner
object { Armchair(Boucle(Hex(214, 206, 192)), Veneer(W_Oak[0], W_Oak[1]), 1) rotate y*(-90 - 40) translate <0.85, 0, 0.9> }
object { SideTable(0.2, 0.5, DeskT, T_BlackMetal) translate <0.5, 0, 1.65> }
object { BladePlant(0.18, 1.0, Satin(rgb <0.5, 0.45, 0.4>), rgb <0.08, 0.18, 0.06>) translate <RW - 0.35, 0, 0.6> }
object { Sheer(1.0, CH - 0.05, rgb 0.92, 0.55) rotate y*90 translate <0.1, 0, Wins[0][1] - 0.15> }
#for (I, 0, 1) object { PotLight(CH, 0.5 + 5 * LampOn) translate <DX + (I - 0.5) * 2.2, 0, RD - 0.7> } #end
#if (LampOn > 0.2)
  #for (I, 0, 1) light_source { <DX + (I - 0.5) * 2.2, CH - 0.05, RD - 0.7> color rgb <1, 0.85, 0.65> * 0.5 * LampOn spotlight point_at <DX + (I - 0.5) * 2.2, 0, RD - 0.3> radius 25 falloff 60 tightness 3 fade_distance 1.5 fade_power 2 } #end
#end

Sky(SkyZ * SkyI, SkyH * SkyI)
#if (Basement)
  plane { y, 1.5 texture { pigment { rgb <0.25, 0.3, 0.15> } } hollow clipped_by { box { <-20, 0, -20>, <-0.3, 3, 30> } } }
#else
  object { OutdoorBackdrop(RW / 2, RD / 2, 8, <-1, 0, 0>) }
  #if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
#end
WindowLights(RW, RD, Wins, SkyH, (Basement ? 0.6 : 0.85) * SkyI)
FillLight(<RW / 2, 1.6, 0.3>, rgb <1, 0.96, 0.9>, 0.15 + 0.1 * Basement)
#switch (Cam)
  #case (0) Camera(<DX + 0.4, 1.35, 0.25>, <DX - 0.2, 1.2, RD>, 66) #break
  #case (1) Camera(<RW - 0.35, 1.4, 0.3>, <RW * 0.3, 1.15, RD - 0.5>, 70) #break
  #else     Camera(<0.5, 1.3, 0.35>, <RW * 0.75, 1.1, RD - 0.8>, 66) #break
#end
