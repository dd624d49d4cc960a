// Kitchen template: run of cabinets on the back wall, tall units right, island with stools.
#include "common.inc"
#ifndef (DoorStyle) #declare DoorStyle = 1; #end
#include "furniture.inc"

#ifndef (RW) #declare RW = 5.8; #end
#ifndef (RD) #declare RD = 5.6; #end
#ifndef (CH) #declare CH = 2.8; #end
#ifndef (WallC)   #declare WallC = Hex(238, 234, 226); #end
#ifndef (CabT)    #declare CabT = Satin(Hex(72, 86, 78)); #end
#ifndef (IslandT) #declare IslandT = Veneer(W_WhiteOak[0], W_WhiteOak[1]); #end
#ifndef (CounterT) #declare CounterT = T_Calacatta; #end
#ifndef (SplashStyle) #declare SplashStyle = 1; #end   // 0 slab, 1 zellige, 2 subway
#ifndef (SplashC) #declare SplashC = Hex(226, 222, 212); #end
#ifndef (HandleT) #declare HandleT = T_Brass; #end
#ifndef (FloorW)  #declare FloorW = W_WhiteOak; #end
#ifndef (FloorTile) #declare FloorTile = 0; #end
#ifndef (FloorTileC) #declare FloorTileC = Hex(180, 175, 166); #end
#ifndef (Uppers)  #declare Uppers = 0; #end    // 0 open shelves, 1 upper cabinets
#ifndef (PendStyle) #declare PendStyle = 1; #end
#ifndef (PendT)   #declare PendT = T_Brass; #end
#ifndef (StoolT)  #declare StoolT = Leather(Hex(120, 80, 50)); #end
#ifndef (Cam)     #declare Cam = 0; #end
#ifndef (SunDir)  #declare SunDir = vnormalize(<-1, 0.9, 0.6>); #end
#ifndef (FrameT)  #declare FrameT = T_BlackMetal; #end

#declare Wins = array[2][5] { {1, 0.7, 2.2, 1.08, 2.3}, {0, 0.9, 3.8, 0.02, 2.45} }
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(rgb 0.85), Wins, FrameT, 1) }
#if (FloorTile)
  box { <0, -0.05, 0>, <RW, 0, RD> TileFloor(0.6, 0.6, 0.003, FloorTileC, 0.03, FloorTileC*0.7, F_Stone) }
#else
  object { PlankFloor(0, RW, 0, RD, 0.2, 2.0, FloorW) }
#end

// ------------------------------------------------ back run
#declare BD = 0.62; #declare BH = 0.87; #declare TallX = RW - 1.3;
object { CabinetRun(TallX, BH, BD, 0.6, CabT, CabT, HandleT, 0) translate <0, 0, RD - BD> }
box { <0, BH, RD - BD - 0.03>, <TallX, BH + 0.035, RD> texture { CounterT } interior { ior 1.5 } }
// sink + faucet under window
#declare SinkX = (Wins[0][1] + Wins[0][2]) / 2;
box { <SinkX - 0.38, BH - 0.2, RD - 0.52>, <SinkX + 0.38, BH + 0.036, RD - 0.12> pigment { rgb 0.25 } finish { F_Metal } }
union {
  cylinder { <0, BH, 0>, <0, BH + 0.32, 0>, 0.014 }
  torus { 0.1, 0.013 rotate x*90 clipped_by { plane { y, 0 inverse } } translate <0, BH + 0.32, -0.1> }
  cylinder { <0, BH + 0.32, -0.2>, <0, BH + 0.24, -0.2>, 0.014 }
  cylinder { <0.08, BH, 0>, <0.08, BH + 0.1, 0>, 0.012 }
  texture { HandleT } translate <SinkX, 0, RD - 0.08>
}
// backsplash
#declare SplashY1 = (Uppers ? 1.45 : CH);
difference {
  box { <0, BH, RD - 0.02>, <TallX, SplashY1, RD> }
  box { <Wins[0][1], Wins[0][3] - 0.03, RD - 0.5>, <Wins[0][2], Wins[0][4], RD + 0.5> }
  #switch (SplashStyle)
    #case (0) texture { CounterT } #break
    #case (1) TileTex(0.1, 0.1, 0.003, SplashC, 0.08, SplashC*0.7, F_Gloss) #break
    #else     BrickTex(0.2, 0.075, 0.003, SplashC, 0.03, SplashC*0.72, F_Gloss) #break
  #end
}
// window sill
box { <Wins[0][1] - 0.05, Wins[0][3] - 0.03, RD - 0.12>, <Wins[0][2] + 0.05, Wins[0][3], RD + 0.05> texture { CounterT } }
// hood + range
#declare HX = TallX - 1.15;
union {
  box { <HX - 0.45, BH + 0.035, RD - 0.58>, <HX + 0.45, BH + 0.04, RD - 0.06> pigment { rgb 0.01 } finish { F_Gloss } }
  #for (I, 0, 3) torus { 0.07, 0.004 translate <HX - 0.2 + 0.4 * mod(I, 2), BH + 0.045, RD - 0.45 + 0.24 * int(I / 2)> pigment { rgb 0.3 } } #end
  // plaster hood
  prism { linear_sweep linear_spline 0, 0.6, 5, <-0.5, 0>, <0.5, 0>, <0.22, 0.75>, <-0.22, 0.75>, <-0.5, 0> rotate x*-90 translate <HX, 1.55, RD> scale <1, 1, 1> Paint(WallC*0.97) }
  box { <HX - 0.5, 1.48, RD - 0.6>, <HX + 0.5, 1.56, RD> texture { HandleT } }
  box { <HX - 0.22, 2.3, RD - 0.35>, <HX + 0.22, CH, RD> Paint(WallC*0.97) }
}
// upper storage
#if (Uppers)
  object { CabinetRun(HX - 0.55 - Wins[0][2] - 0.1, 0.8, 0.35, 0.5, CabT, CabT, HandleT, 2) translate <0, 1.55 - 0.1, 0> translate <Wins[0][2] + 0.1, 0, RD - 0.35> }
  object { CabinetRun(TallX - HX - 0.55, 0.8, 0.35, 0.5, CabT, CabT, HandleT, 2) translate <HX + 0.55, 1.45, RD - 0.35> }
#else
  #for (I, 0, 1)
    #declare SY = 1.55 + I * 0.45;
    box { <Wins[0][2] + 0.15, SY, RD - 0.28>, <HX - 0.6, SY + 0.04, RD> texture { IslandT } }
    box { <HX + 0.6, SY, RD - 0.28>, <TallX, SY + 0.04, RD> texture { IslandT } }
  #end
  // dishes on shelves
  #for (I, 0, 5) object { Bowl(0.09, Satin(rgb 0.75)) translate <Wins[0][2] + 0.3 + I * 0.025, 1.59 + I * 0.018, RD - 0.15> } #end
  #for (I, 0, 3) cylinder { <HX + 0.8 + I * 0.14, 2.04, RD - 0.15>, <HX + 0.8 + I * 0.14, 2.16, RD - 0.15>, 0.045 texture { T_Glass } interior { I_Glass } } #end
  object { Vase(0.06, 0.22, Satin(rgb <0.3, 0.25, 0.2>)) translate <TallX - 0.3, 1.59, RD - 0.14> }
  object { Books(0.35, 0.26, 0.2) translate <HX + 0.75, 1.59, RD - 0.03> }
#end
// counter styling
object { Bowl(0.13, Satin(rgb 0.12)) translate <0.35, BH + 0.035, RD - 0.3> }
union {  // cutting board + crock of utensils
  object { RBox(<-0.22, 0, -0.02>, <0.22, 0.4, 0.0>, 0.01) rotate x*-12 translate <0, BH + 0.035, RD - 0.04> Veneer(W_Teak[0], W_Teak[1]) }
  cylinder { <0.35, BH + 0.035, RD - 0.14>, <0.35, BH + 0.2, RD - 0.14>, 0.06 Satin(rgb 0.8) }
  #for (I, 0, 4) cylinder { <0.35, BH + 0.1, RD - 0.14>, <0.35 + RR(-0.05, 0.05), BH + 0.36, RD - 0.14 + RR(-0.05, 0.05)>, 0.008 Veneer(W_Oak[0], W_Oak[1]) } #end
  translate x*(HX - 1.1)
}
object { Plant(0.07, 0.35, Satin(rgb 0.8), rgb <0.07, 0.17, 0.05>) translate <Wins[0][2] - 0.15, BH + 0.035, RD - 0.25> }
// tall column units
union {
  box { <TallX, 0, RD - BD - 0.02>, <RW, 2.45, RD> texture { CabT } }
  union {
    DoorFront(TallX + 0.003, 0.1, TallX + 0.648, 2.42, CabT)
    DoorFront(TallX + 0.652, 0.1, RW - 0.003, 2.42, CabT)
    cylinder { <TallX + 0.6, 0.9, -0.03>, <TallX + 0.6, 1.5, -0.03>, 0.008 texture { HandleT } }
    cylinder { <TallX + 0.7, 0.9, -0.03>, <TallX + 0.7, 1.5, -0.03>, 0.008 texture { HandleT } }
    translate z*(RD - BD - 0.042)
  }
  box { <TallX, 2.45, RD - BD - 0.02>, <RW, CH, RD> texture { CabT } }
  translate z*0
}
// ------------------------------------------------ island
#declare IW = 2.7; #declare IDp = 1.0; #declare IX = (TallX) / 2 + 0.2; #declare IZ = RD - BD - 1.15 - IDp / 2;
union {
  box { <-IW/2 + 0.04, 0, -IDp/2 + 0.25>, <IW/2 - 0.04, BH, IDp/2> texture { IslandT } }
  // front panel (seating side) recessed for knees
  box { <-IW/2 + 0.04, 0.1, -IDp/2 + 0.26>, <IW/2 - 0.04, BH - 0.02, -IDp/2 + 0.3> texture { IslandT } }
  // waterfall ends
  box { <-IW/2, 0, -IDp/2>, <-IW/2 + 0.04, BH + 0.04, IDp/2> texture { CounterT } }
  box { < IW/2 - 0.04, 0, -IDp/2>, < IW/2, BH + 0.04, IDp/2> texture { CounterT } }
  box { <-IW/2, BH, -IDp/2>, <IW/2, BH + 0.04, IDp/2> texture { CounterT } interior { ior 1.5 } }
  // styling
  object { Bowl(0.17, Satin(rgb <0.75, 0.7, 0.62>)) translate <-0.5, BH + 0.04, 0.05> }
  #for (I, 0, 5) sphere { <-0.5 + RR(-0.08, 0.08), BH + 0.1 + RR(0, 0.03), 0.05 + RR(-0.08, 0.08)>, 0.04 scale <1, 0.85, 1> translate y*0.012 pigment { rgb <0.85, 0.62, 0.05> } finish { diffuse 0.8 specular 0.3 roughness 0.02 } } #end
  object { Vase(0.07, 0.3, Satin(rgb <0.2, 0.22, 0.2>)) translate <0.65, BH + 0.04, 0.1> }
  #for (I, 0, 6) union { cylinder { <0, BH + 0.3, 0>, <RR(-0.12, 0.12), BH + 0.62, RR(-0.12, 0.12)>, 0.004 } sphere { 0, 0.035 scale <1, 0.4, 1> translate <RR(-0.12, 0.12), BH + RR(0.5, 0.64), RR(-0.12, 0.12)> } pigment { rgb <0.1, 0.2, 0.06> } translate <0.65, 0, 0.1> } #end
  object { BookStack(2) scale 0.8 translate <0.1, BH + 0.04, 0.15> }
  translate <IX, 0, IZ>
}
// stools on the front side
#for (I, 0, 2)
  object { BarStool(0.66, StoolT, T_BlackMetal) translate <IX - 0.85 + I * 0.85, 0, IZ - IDp/2 - 0.28> }
#end
// pendants over island
#for (I, 0, 2)
  object { Pendant(CH, 1.72, PendStyle, PendT, 0.5 + 3 * LampOn) translate <IX - 0.85 + I * 0.85, 0, IZ> }
  #if (LampOn > 0.2) LampLight(<IX - 0.85 + I * 0.85, 1.76, IZ>, rgb <1, 0.8, 0.55>, 0.55 * LampOn, 1.2) #end
#end
// under-shelf light glow
#if (LampOn > 0.2 & Uppers)
  box { <Wins[0][2] + 0.1, 1.44, RD - 0.33>, <TallX, 1.445, RD - 0.3> Emit(rgb <1, 0.85, 0.6>, 4) no_shadow }
  light_source { <RW / 2, 1.4, RD - 0.3> color rgb <1, 0.85, 0.6> * 0.5 * LampOn area_light <3, 0, 0>, <0, 0, 0.1>, 4, 1 adaptive 0 fade_distance 0.8 fade_power 2 }
#end
// rug runner
object { Rug(0.8, 2.0, Hex(170, 150, 125), Hex(90, 60, 45), 2) rotate y*90 translate <IX, 0, RD - BD - 0.55> }
// ------------------------------------------------ light
Sky(SkyZ * SkyI, SkyH * SkyI)
object { OutdoorBackdrop(RW / 2, RD / 2, 8, <-1, 0, 0>) }
object { OutdoorBackdrop(RW / 2, RD / 2, 8, <0, 0, 1>) }
#if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
WindowLights(RW, RD, Wins, SkyH, 0.8 * SkyI)
FillLight(<RW / 2, 1.6, 0.3>, rgb <1, 0.96, 0.9>, 0.15)
#for (I, 0, 1) #for (J, 0, 2) object { PotLight(CH, 0.5 + 5 * LampOn) translate <0.9 + J * (RW - 1.8) / 2, 0, RD - 0.9 - I * 2.8> } #end #end

#switch (Cam)
  #case (0) Camera(<RW * 0.62, 1.4, 0.3>, <RW * 0.48, 1.3, RD>, 70) #break
  #case (1) Camera(<RW - 0.4, 1.45, 0.5>, <RW * 0.3, 1.2, RD - 0.5>, 68) #break
  #case (2) Camera(<0.5, 1.35, 0.6>, <RW * 0.7, 1.25, RD - 0.4>, 66) #break
  #else     Camera(<RW - 0.5, 1.3, IZ - 1.6>, <IX - 1.0, 1.0, RD - 0.3>, 60) #break
#end
