// Commercial office template. Mode 0: open-plan workspace, 1: glass meeting room, 2: reception.
#include "common.inc"
#include "furniture.inc"

#ifndef (Mode) #declare Mode = 0; #end
#ifndef (RW) #declare RW = 12; #end
#ifndef (RD) #declare RD = 10; #end
#ifndef (CH) #declare CH = 3.2; #end
#ifndef (WallC)  #declare WallC = Hex(236, 234, 230); #end
#ifndef (AccentC) #declare AccentC = Hex(52, 78, 70); #end
#ifndef (WoodT)  #declare WoodT = Veneer(W_WhiteOak[0], W_WhiteOak[1]); #end
#ifndef (CarpetC) #declare CarpetC = Hex(92, 94, 98); #end
#ifndef (ChairC) #declare ChairC = Hex(40, 42, 46); #end
#ifndef (Cam)    #declare Cam = 0; #end
#ifndef (SunDir) #declare SunDir = vnormalize(<-1, 0.6, 0.4>); #end

// floor-to-ceiling glazing on the left wall with mullions every 1.5 m
#declare Wins = array[1][5] { {0, 0.3, RD - 0.3, 0.0, CH - 0.15} }
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(rgb 0.85), Wins, T_BlackMetal, 5) }
// acoustic ceiling rafts + exposed look
#for (I, 0, 2) object { RBox(<2 + I * 3.4, CH - 0.12, 1.5>, <4.8 + I * 3.4, CH - 0.07, RD - 1.5>, 0.02) Fabric(Hex(214, 210, 202)) } #end
// carpet tile or polished concrete
#if (Mode = 2)
  box { <0, -0.05, 0>, <RW, 0, RD> texture { T_Travertine } interior { ior 1.5 } }
#else
  box { <0, -0.05, 0>, <RW, 0, RD> TileFloor(0.5, 0.5, 0.002, CarpetC, 0.06, CarpetC * 0.8, F_Fabric) }
#end
// linear pendants
#macro LinearLight(L) union { box { <-L/2, -0.03, -0.04>, <L/2, 0.03, 0.04> texture { T_BlackMetal } } box { <-L/2 + 0.02, -0.032, -0.03>, <L/2 - 0.02, -0.03, 0.03> Emit(rgb <1, 0.96, 0.9>, 4) } cylinder { <-L/2 + 0.2, 0, 0>, <-L/2 + 0.2, 1, 0>, 0.002 pigment { rgb 0 } } cylinder { <L/2 - 0.2, 0, 0>, <L/2 - 0.2, 1, 0>, 0.002 pigment { rgb 0 } } } #end
#macro Monitor() union { box { <-0.3, 0.12, -0.01>, <0.3, 0.47, 0.01> pigment { rgb 0.02 } finish { F_Gloss } } box { <-0.28, 0.14, -0.012>, <0.28, 0.45, -0.01> Emit(rgb <0.45, 0.55, 0.7>, 0.4) } cylinder { <0, 0, 0.03>, <0, 0.2, 0.03>, 0.015 texture { T_BlackMetal } } box { <-0.1, 0, -0.05>, <0.1, 0.01, 0.1> texture { T_BlackMetal } } } #end

#if (Mode = 0)
  // rows of benching desks
  #for (R, 0, 2)
    #for (D, 0, 2)
      #declare DX = 2.6 + D * 3.0; #declare DZ = 2.5 + R * 2.6;
      union {
        box { <-1.4, 0.72, -0.8>, <1.4, 0.75, 0.8> texture { WoodT } }
        box { <-1.4, 0.75, -0.01>, <1.4, 1.1, 0.01> Fabric(AccentC) }
        #for (S, -1, 1, 2) box { <S * 1.35 - 0.03, 0, -0.75>, <S * 1.35 + 0.03, 0.72, 0.75> texture { T_BlackMetal } } #end
        #for (S, -1, 1, 2) #for (T, -1, 1, 2)
          object { Monitor() rotate y*(T > 0 ? 0 : 180) translate <S * 0.7, 0.75, T * 0.45> }
          object { TaskChair(Fabric(ChairC), T_BlackMetal) rotate y*(T > 0 ? 0 : 180) translate <S * 0.7 + RR(-0.1, 0.1), 0, T * 1.05> }
        #end #end
        object { Plant(0.05, 0.25, Satin(rgb 0.9), rgb <0.07, 0.17, 0.05>) translate <RR(-1, 1), 0.75, 0.2> }
        translate <DX, 0, DZ>
      }
    #end
    object { LinearLight(2.6) translate <4.1 + 0.0, 2.5, 2.5 + R * 2.6> }
    object { LinearLight(2.6) translate <7.1, 2.5, 2.5 + R * 2.6> }
  #end
  // wall of lockers/shelving on the right with plants
  object { CabinetRun(RW - 3, 0.9, 0.45, 0.6, WoodT, WoodT, T_BlackMetal, 1) rotate y*-90 translate <RW - 0.45, 0, 1.5> }
  #for (K, 0, 3) object { Plant(0.2, 1.7, Satin(rgb 0.2), rgb <0.06, 0.16, 0.04>) translate <RW - 0.5, 0, 0.7 + K * 2.9> } #end
  // feature wall with company-neutral graphic
  box { <0, 0, RD - 0.02>, <RW, CH, RD> Paint(AccentC) }
  #for (K, 0, 40) box { <2 + K * 0.2, 0.3, RD - 0.06>, <2.08 + K * 0.2, CH - 0.3, RD - 0.02> texture { WoodT } } #end
#elseif (Mode = 1)
  // glass-walled meeting room centred
  #declare MX0 = 2.5; #declare MX1 = 9.0; #declare MZ0 = 3.0; #declare MZ1 = RD;
  box { <MX0, 0, MZ0>, <MX1, CH, MZ0 + 0.012> texture { T_Glass } interior { I_Glass } }
  box { <MX0, 0, MZ0>, <MX0 + 0.012, CH, MZ1> texture { T_Glass } interior { I_Glass } }
  #for (K, 0, 5) box { <MX0 + K * (MX1 - MX0) / 5 - 0.02, 0, MZ0 - 0.02>, <MX0 + K * (MX1 - MX0) / 5 + 0.02, CH, MZ0 + 0.03> texture { T_BlackMetal } } #end
  box { <MX0, 1.0, MZ0 - 0.005>, <MX1, 1.12, MZ0> pigment { rgbt <0.9, 0.9, 0.9, 0.3> } }
  box { <MX1, 0, MZ0>, <MX1 + 0.15, CH, MZ1> Paint(WallC) }
  // table and chairs
  #declare TX = (MX0 + MX1) / 2; #declare TZ = (MZ0 + MZ1) / 2 + 0.3;
  union {
    object { RBox(<-2.2, 0.72, -0.6>, <2.2, 0.76, 0.6>, 0.02) texture { WoodT } }
    box { <-1.6, 0, -0.2>, <-1.4, 0.72, 0.2> texture { T_BlackMetal } }
    box { <1.4, 0, -0.2>, <1.6, 0.72, 0.2> texture { T_BlackMetal } }
    #for (K, 0, 3)
      object { Chair(Fabric(AccentC), T_BlackMetal, 2) rotate y*(180 + RR(-8, 8)) translate <-1.5 + K * 1.0, 0, 0.95> }
      object { Chair(Fabric(AccentC), T_BlackMetal, 2) rotate y*RR(-8, 8) translate <-1.5 + K * 1.0, 0, -0.95> }
    #end
    #for (K, 0, 2) object { BookStack(1) scale 0.7 translate <-1 + K, 0.76, RR(-0.3, 0.3)> } #end
    translate <TX, 0, TZ>
  }
  // screen on back wall + wood slat wall
  box { <MX0, 0, RD - 0.04>, <MX1, CH, RD> texture { WoodT } }
  object { TV(2.2) translate <TX, 1.5, RD - 0.06> }
  box { <TX - 1.06, 1.5 - 0.58, RD - 0.082>, <TX + 1.06, 1.5 + 0.58, RD - 0.08> texture { pigment { gradient x color_map { [0 rgb <0.1, 0.15, 0.3>] [1 rgb <0.2, 0.45, 0.5>] } scale 2.2 translate x*(TX - 1.1) } finish { emission 0.5 diffuse 0 } } }
  object { LinearLight(3.5) translate <TX, 2.3, TZ> }
  // breakout area outside the room
  object { Sofa(2.2, 0.9, Fabric(Hex(180, 168, 150)), T_BlackMetal, 1) rotate y*90 translate <RW - 1.4, 0, 2.2> }
  object { Plant(0.22, 1.8, Satin(rgb 0.2), rgb <0.06, 0.16, 0.04>) translate <1.2, 0, RD - 0.6> }
  object { Plant(0.2, 1.5, Satin(rgb 0.2), rgb <0.06, 0.16, 0.04>) translate <RW - 1.0, 0, 0.9> }
#else
  // reception desk + logo wall + lounge
  #declare RX = RW / 2; #declare RZ = RD - 2.6;
  box { <RX - 3, 0, RD - 0.06>, <RX + 3, CH, RD> texture { WoodT } }
  #for (K, 0, 29) box { <RX - 3 + K * 0.2, 0, RD - 0.1>, <RX - 2.9 + K * 0.2, CH, RD - 0.06> texture { WoodT } } #end
  // neutral monogram sign (brass ring + bars)
  torus { 0.35, 0.025 rotate x*90 translate <RX, 1.95, RD - 0.12> texture { T_Brass } }
  box { <RX - 0.16, 1.75, RD - 0.13>, <RX - 0.12, 2.15, RD - 0.1> texture { T_Brass } }
  box { <RX + 0.12, 1.75, RD - 0.13>, <RX + 0.16, 2.15, RD - 0.1> texture { T_Brass } }
  union {
    object { RBox(<-1.6, 0, -0.4>, <1.6, 1.05, 0.4>, 0.03) texture { T_Calacatta } }
    object { RBox(<-1.65, 1.05, -0.45>, <1.65, 1.09, 0.45>, 0.01) texture { WoodT } }
    box { <-1.5, 0.0, -0.41>, <1.5, 0.04, -0.39> Emit(rgb <1, 0.85, 0.6>, 3) no_shadow }
    object { Vase(0.1, 0.35, Satin(rgb 0.15)) translate <1.2, 1.09, 0> }
    #for (I, 0, 6) union { cylinder { <0, 1.3, 0>, <RR(-0.25, 0.25), 1.9, RR(-0.2, 0.2)>, 0.004 } sphere { 0, 0.05 scale <1, 0.3, 1> translate <RR(-0.25, 0.25), RR(1.6, 1.9), RR(-0.2, 0.2)> } pigment { rgb <0.1, 0.2, 0.06> } translate <1.2, 0, 0> } #end
    translate <RX, 0, RZ>
  }
  // lounge seating near the glazing
  object { Rug(3.2, 2.6, Hex(200, 192, 178), Hex(120, 110, 96), 0) translate <2.6, 0, 4> }
  object { Sofa(2.2, 0.9, Boucle(Hex(226, 218, 204)), T_BlackMetal, 1) rotate y*-90 translate <1.3, 0, 4> }
  object { Armchair(Leather(Hex(140, 86, 50)), T_BlackMetal, 0) rotate y*(90 + 20) translate <3.7, 0, 3.2> }
  object { Armchair(Leather(Hex(140, 86, 50)), T_BlackMetal, 0) rotate y*(90 - 20) translate <3.7, 0, 4.8> }
  object { CoffeeTableRound(0.45, 0.36, T_Nero, T_Nero) translate <2.6, 0, 4> }
  #for (K, 0, 2) object { Pendant(CH, 2.0, 0, T_Brass, 3) translate <RX - 1 + K, 0, RZ> } #end
  light_source { <RX, 2.2, RZ - 0.5> color rgb <1, 0.85, 0.65> * 0.4 fade_distance 1.5 fade_power 2 }
  object { Plant(0.25, 2.0, Satin(rgb 0.2), rgb <0.06, 0.16, 0.04>) translate <RX + 3.6, 0, RD - 0.6> }
  object { Plant(0.25, 1.8, Satin(rgb 0.2), rgb <0.06, 0.16, 0.04>) translate <RX - 3.6, 0, RD - 0.6> }
  object { Art(1.2, 1.5, Hex(220, 210, 190), Hex(150, 120, 90), Hex(70, 80, 90), 1, T_BlackMetal) translate <RW - 0.01, 1.6, 5> rotate y*0 }
#end

// downlights for ambient office light
#for (I, 0, 3) #for (J, 0, 2) object { PotLight(CH, 3) translate <2 + I * 2.6, 0, 2 + J * 3> } #end #end
light_source { <RW / 2, CH - 0.2, RD / 2> color rgb <1, 0.97, 0.92> * 0.6 area_light <RW * 0.6, 0, 0>, <0, 0, RD * 0.6>, 3, 3 adaptive 0 fade_distance 3 fade_power 2 }
Sky(SkyZ * SkyI, SkyH * SkyI)
// city beyond the glazing
#for (K, 0, 24) box { <-20 - RR(0, 30), -20, RR(-30, 40)>, <-14 - RR(0, 30), RR(10, 60), RR(-30, 40) + RR(8, 16)> texture { pigment { gradient y color_map { [0 rgb <0.5, 0.55, 0.6>] [0.5 rgb <0.65, 0.7, 0.75>] [1 rgb <0.55, 0.6, 0.66>] } scale 3.5 } finish { diffuse 0.7 specular 0.3 } } } #end
plane { y, -20 pigment { rgb 0.3 } }
#if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
WindowLights(RW, RD, Wins, SkyH, 0.6 * SkyI)
FillLight(<RW / 2, 1.6, 0.3>, rgb <1, 0.96, 0.9>, 0.2)
#switch (Cam)
  #case (0) Camera(<RW - 0.6, 1.6, 0.4>, <RW * 0.35, 1.2, RD>, 70) #break
  #case (1) Camera(<RW * 0.5, 1.45, 0.6>, <RW * 0.48, 1.25, RD>, 66) #break
  #case (2) Camera(<1.0, 1.5, 0.5>, <RW * 0.7, 1.2, RD - 1>, 70) #break
  #else     Camera(<8.5, 1.45, 3.4>, <4.6, 1.1, RD>, 70) #break
#end
