// Living room template. Room x:[0,RW], z:[0,RD], ceiling CH. Windows on the left wall (x=0).
#include "common.inc"
#include "furniture.inc"

#ifndef (RW) #declare RW = 6.4; #end
#ifndef (RD) #declare RD = 7.2; #end
#ifndef (CH) #declare CH = 2.95; #end
#ifndef (WallC)  #declare WallC = Hex(236, 231, 222); #end
#ifndef (FeatureT) #declare FeatureT = texture { T_Travertine } #end
#ifndef (FloorW) #declare FloorW = W_WhiteOak; #end
#ifndef (Herring) #declare Herring = 0; #end
#ifndef (SofaT)  #declare SofaT = Boucle(Hex(226, 218, 204)) #end
#ifndef (ChairT) #declare ChairT = Boucle(Hex(176, 150, 120)) #end
#ifndef (ChairStyle) #declare ChairStyle = 1; #end
#ifndef (RugC1)  #declare RugC1 = Hex(205, 196, 180); #end
#ifndef (RugC2)  #declare RugC2 = Hex(120, 104, 86); #end
#ifndef (RugStyle) #declare RugStyle = 0; #end
#ifndef (Accent) #declare Accent = Hex(160, 90, 55); #end
#ifndef (ArtC1) #declare ArtC1 = Hex(200, 186, 164); #end
#ifndef (ArtC2) #declare ArtC2 = Hex(140, 110, 80); #end
#ifndef (ArtC3) #declare ArtC3 = Hex(60, 70, 72); #end
#ifndef (ArtStyle) #declare ArtStyle = 0; #end
#ifndef (Cam)    #declare Cam = 0; #end
#ifndef (TVOn)   #declare TVOn = 0; #end
#ifndef (Shelves) #declare Shelves = 1; #end
#ifndef (SunDir) #declare SunDir = vnormalize(<-1, 0.75, 0.45>); #end
#ifndef (Sheers) #declare Sheers = 1; #end

// ------------------------------------------------ shell
#declare WinZ = array[2][2] { {1.4, 3.4}, {4.0, 6.0} }
#declare WinY0 = 0.05; #declare WinY1 = CH - 0.25;
#declare Shell = union {
  // left wall with windows
  difference {
    box { <-0.25, -0.1, -0.1>, <0, CH + 0.2, RD + 0.25> }
    #for (I, 0, 1) box { <-0.3, WinY0, WinZ[I][0]>, <0.1, WinY1, WinZ[I][1]> } #end
    Paint(WallC)
  }
  box { <RW, -0.1, -0.1>, <RW + 0.25, CH + 0.2, RD + 0.25> Paint(WallC) }
  box { <-0.25, -0.1, RD>, <RW + 0.25, CH + 0.2, RD + 0.25> Paint(WallC) }
  box { <-0.25, -0.1, -0.35>, <RW + 0.25, CH + 0.2, -0.1> Paint(WallC) }
  box { <-0.25, CH, -0.35>, <RW + 0.25, CH + 0.25, RD + 0.25> Paint(rgb 0.8) }
  // baseboards
  box { <0, 0, RD - 0.015>, <RW, 0.1, RD> Satin(WallC*1.02) }
  box { <RW - 0.015, 0, 0>, <RW, 0.1, RD> Satin(WallC*1.02) }
  // window frames (black steel)
  #for (I, 0, 1)
    union {
      box { <-0.06, WinY0, WinZ[I][0]>, <0.0, WinY0 + 0.05, WinZ[I][1]> }
      box { <-0.06, WinY1 - 0.05, WinZ[I][0]>, <0.0, WinY1, WinZ[I][1]> }
      box { <-0.06, WinY0, WinZ[I][0]>, <0.0, WinY1, WinZ[I][0] + 0.05> }
      box { <-0.06, WinY0, WinZ[I][1] - 0.05>, <0.0, WinY1, WinZ[I][1]> }
      box { <-0.06, WinY0, (WinZ[I][0] + WinZ[I][1])/2 - 0.02>, <0.0, WinY1, (WinZ[I][0] + WinZ[I][1])/2 + 0.02> }
      box { <-0.06, 2.1, WinZ[I][0]>, <0.0, 2.14, WinZ[I][1]> }
      texture { T_BlackMetal }
    }
    box { <-0.04, WinY0, WinZ[I][0]>, <-0.035, WinY1, WinZ[I][1]> texture { T_WindowGlass } interior { I_Glass } no_shadow }
  #end
}
object { Shell }
#if (Herring)
  object { Herringbone(0, RW, 0, RD, 0.1, 0.6, FloorW) }
#else
  object { PlankFloor(0, RW, -0.1, RD, 0.19, 2.2, FloorW) }
#end

// ------------------------------------------------ feature wall with fireplace at back (z = RD)
#declare FX = RW * 0.52;
union {
  box { <FX - 1.5, 0, RD - 0.32>, <FX + 1.5, CH, RD> texture { FeatureT } }
  box { <FX - 0.75, 0.32, RD - 0.33>, <FX + 0.75, 0.72, RD - 0.1> pigment { rgb 0.01 } }
  // flame bed
  #declare Flame = Emit(rgb <1.0, 0.45, 0.12>, 2.5 * (0.5 + LampOn))
  #for (I, 0, 11)
    sphere { 0, 1 scale <0.05, RR(0.08, 0.16), 0.03> translate <FX - 0.6 + I * 0.11 + RR(-0.02, 0.02), 0.36, RD - 0.18> texture { Flame } no_shadow }
  #end
  box { <FX - 0.72, 0.32, RD - 0.22>, <FX + 0.72, 0.35, RD - 0.12> pigment { rgb 0.05 } finish { F_Gloss } }
  box { <FX - 0.77, 0.3, RD - 0.335>, <FX + 0.77, 0.74, RD - 0.325> texture { T_Glass } interior { I_Glass } no_shadow }
  #if (LampOn > 0) light_source { <FX, 0.5, RD - 0.4> color rgb <1, 0.5, 0.2> * 0.6 * LampOn fade_distance 1.2 fade_power 2 } #end
}
// above fireplace: art or TV
#if (TVOn)
  object { TV(1.55) translate <FX, 1.75, RD - 0.34> }
#else
  object { Art(1.25, 0.9, ArtC1, ArtC2, ArtC3, ArtStyle, Veneer(W_Walnut[0], W_Walnut[1])) translate <FX, 1.75, RD - 0.33> }
#end
// mantel objects
// built-in shelves right of feature wall
#if (Shelves)
union {
  #declare SX0 = FX + 1.55; #declare SX1 = RW - 0.05;
  box { <SX0, 0, RD - 0.4>, <SX1, 0.7, RD> Satin(WallC*0.9) }
  #for (I, 0, 3)
    box { <SX0, 1.0 + I * 0.42, RD - 0.36>, <SX1, 1.03 + I * 0.42, RD> Veneer(FloorW[0], FloorW[1]) }
  #end
  #for (I, 0, 2)
    object { Books((SX1 - SX0) * RR(0.4, 0.65), 0.3, 0.24) translate <SX0 + RR(0.02, 0.3), 1.03 + I * 0.42, RD - 0.04> }
  #end
  object { Vase(0.07, 0.28, Satin(Accent)) translate <SX1 - 0.2, 1.03 + 0.42 * 1, RD - 0.18> }
  object { Bowl(0.12, Satin(rgb 0.6)) translate <SX1 - 0.25, 1.03, RD - 0.18> }
  object { Vase(0.05, 0.2, Satin(rgb 0.1)) translate <SX0 + 0.3, 1.03 + 0.42 * 3, RD - 0.18> }
  // strip light under shelves
  #if (LampOn > 0)
    #for (I, 0, 3) box { <SX0, 0.995 + I * 0.42, RD - 0.34>, <SX1, 1.0 + I * 0.42, RD - 0.32> Emit(rgb <1, 0.85, 0.6>, 3 * LampOn) no_shadow } #end
  #end
}
#end
// left of feature wall: tall plant
object { Plant(0.2, 1.9, Satin(rgb <0.55, 0.5, 0.45>), rgb <0.06, 0.16, 0.04>) translate <FX - 1.9, 0, RD - 0.45> }

// ------------------------------------------------ seating group
#declare GZ = RD * 0.55;
object { Rug(3.4, 2.6, RugC1, RugC2, RugStyle) rotate y*90 translate <FX - 0.1, 0, GZ> }
// sofa on right, facing -x (window)
union {
  object { Sofa(2.6, 1.0, SofaT, T_BlackMetal, 1) }
  object { Pillow(0.5, Fabric(Accent)) rotate <-10, 12, 0> translate <-0.75, 0.62, 0.32> }
  object { Pillow(0.46, Fabric(RugC2)) rotate <-10, -6, 0> translate <-0.28, 0.6, 0.3> }
  object { Pillow(0.5, Fabric(Accent*1.1)) rotate <-10, -12, 0> translate <0.78, 0.62, 0.32> }
  rotate y*90 translate <FX + 1.55, 0, GZ>
}
// armchairs on left facing +x
object { Armchair(ChairT, Veneer(W_Walnut[0], W_Walnut[1]), ChairStyle) rotate y*(-90 + 20) translate <FX - 1.45, 0, GZ - 0.75> }
object { Armchair(ChairT, Veneer(W_Walnut[0], W_Walnut[1]), ChairStyle) rotate y*(-90 - 20) translate <FX - 1.45, 0, GZ + 0.75> }
// coffee table
union {
  object { CoffeeTableRound(0.5, 0.38, T_Nero, T_Nero) }
  object { BookStack(3) translate <0.1, 0.38, -0.15> }
  object { Bowl(0.14, Satin(Hex(190, 180, 165))) translate <-0.2, 0.38, 0.15> }
  object { Vase(0.05, 0.22, Satin(Accent)) translate <0.25, 0.38, 0.2> }
  translate <FX - 0.05, 0, GZ>
}
// side table + lamp next to sofa
object { SideTable(0.22, 0.55, Veneer(W_Walnut[0], W_Walnut[1]), T_Brass) translate <FX + 1.55, 0, GZ + 1.65> }
object { TableLamp(0.6, rgb <0.95, 0.9, 0.8>, Satin(rgb 0.7), 0.4 + 2.5 * LampOn) translate <FX + 1.55, 0.55, GZ + 1.65> }
#if (LampOn > 0) LampLight(<FX + 1.55, 0.95, GZ + 1.65>, rgb <1, 0.78, 0.5>, 0.9 * LampOn, 1.0) #end
// floor lamp in corner near window
object { FloorLamp(1.65, rgb <0.95, 0.9, 0.8>, T_Brass, 0.3 + 2.5 * LampOn) translate <0.6, 0, RD - 0.6> }
#if (LampOn > 0) LampLight(<0.6, 1.45, RD - 0.6>, rgb <1, 0.78, 0.5>, 0.9 * LampOn, 1.0) #end
// sheers at window edges
#if (Sheers)
  object { Sheer(0.9, WinY1 - 0.03, rgb 0.92, 0.55) rotate y*90 translate <0.12, 0, WinZ[0][0] - 0.35> }
  object { Sheer(0.9, WinY1 - 0.03, rgb 0.92, 0.55) rotate y*90 translate <0.12, 0, WinZ[1][1] + 0.45> }
#end
// pendant/ceiling lights
#for (I, 0, 2)
  #for (J, 0, 1)
    object { PotLight(CH, 0.5 + 6 * LampOn) translate <1.2 + J * (RW - 2.4), 0, 1.5 + I * 2.2> }
  #end
#end
#if (LampOn > 0.5)
  light_source { <RW - 0.5, CH - 0.05, RD - 0.5> color rgb <1, 0.85, 0.65> * 0.9 * LampOn spotlight point_at <RW - 0.5, 0, RD - 0.3> radius 25 falloff 55 tightness 5 fade_distance 1.5 fade_power 2 }
  light_source { <0.6, CH - 0.05, RD - 0.5> color rgb <1, 0.85, 0.65> * 0.6 * LampOn spotlight point_at <0.4, 0, RD - 0.3> radius 25 falloff 55 tightness 5 fade_distance 1.5 fade_power 2 }
#end

// ------------------------------------------------ light
Sky(SkyZ * SkyI, SkyH * SkyI)
object { OutdoorBackdrop(0, RD / 2, 6, <-1, 0, 0>) }
#if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
WindowLight(<0.4, 1.4, RD / 2>, <0, 0, RD * 0.6>, <0, 2.0, 0>, SkyH, 0.9 * SkyI)
FillLight(<RW - 1.5, 1.6, 0.3>, rgb <1, 0.96, 0.9>, 0.15)

// ------------------------------------------------ camera
#switch (Cam)
  #case (0) camera { location <RW - 0.45, 1.35, 0.35> look_at <RW * 0.38, 1.32, RD> right x*1.6 up y angle 72 } #break
  #case (1) camera { location <FX, 1.3, 0.25> look_at <FX, 1.25, RD> right x*1.6 up y angle 66 } #break
  #case (2) camera { location <RW - 0.5, 1.1, GZ - 2.2> look_at <FX - 1.6, 0.95, GZ + 0.8> right x*1.6 up y angle 62 } #break
  #else     camera { location <0.9, 1.4, 0.4> look_at <RW * 0.75, 1.3, RD - 0.5> right x*1.6 up y angle 70 } #break
#end
