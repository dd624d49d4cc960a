// Finished basement template. Mode: 0 home theatre, 1 wellness room (gym + sauna), 2 lounge with wet bar, 3 guest suite.
#include "common.inc"
#include "furniture.inc"

#ifndef (Mode) #declare Mode = 0; #end
#ifndef (RW) #declare RW = 7.0; #end
#ifndef (RD) #declare RD = 6.4; #end
#ifndef (CH) #declare CH = 2.55; #end
#ifndef (WallC) #if (Mode = 0) #declare WallC = Hex(52, 52, 56); #else #declare WallC = Hex(230, 226, 218); #end #end
#if (Mode = 0) #declare CeilC = rgb 0.03; #else #declare CeilC = rgb 0.82; #end
#ifndef (AccentT) #declare AccentT = Veneer(W_Walnut[0], W_Walnut[1]); #end
#ifndef (FloorW) #declare FloorW = W_Oak; #end
#ifndef (SeatT)  #declare SeatT = Leather(Hex(92, 64, 46)); #end
#ifndef (SofaT)  #declare SofaT = Fabric(Hex(120, 124, 126)); #end
#ifndef (Cam)    #declare Cam = 0; #end

#declare Wins = array[1][5] { {0, 3.6, 4.6, 1.65, 2.25} }
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(CeilC), Wins, T_BlackMetal, 0) }
// bulkhead along the right wall
box { <RW - 0.6, CH - 0.3, -0.1>, <RW, CH, RD> Paint(CeilC) }
// floor
#switch (Mode)
  #case (0) box { <0, -0.05, 0>, <RW, 0, RD> texture { pigment { granite color_map { [0 rgb <0.05, 0.05, 0.06>] [1 rgb <0.09, 0.08, 0.09>] } scale 0.01 } finish { F_Fabric } normal { bumps 0.3 scale 0.004 } } } #break
  #case (1) box { <0, -0.05, 0>, <RW, 0, RD> texture { pigment { granite color_map { [0 rgb 0.05] [1 rgb 0.09] } scale 0.02 } finish { diffuse 0.7 specular 0.1 roughness 0.05 } } } #break
  #else object { PlankFloor(0, RW, 0, RD, 0.18, 1.5, FloorW) }
#end
// recessed pot lights grid
#declare PotOn = (Mode = 0 ? 0.3 : 1);
#for (I, 0, 2) #for (J, 0, 2) object { PotLight(CH, 0.3 + 5 * PotOn) translate <1.2 + J * (RW - 2.4 - 0.6) / 2, 0, 1.2 + I * (RD - 2.4) / 2> } #end #end

// ================================================= theatre
#if (Mode = 0)
  // screen wall
  box { <0.6, 0.55, RD - 0.08>, <RW - 0.6, 2.35, RD - 0.02> pigment { rgb 0.005 } }
  box { <0.75, 0.65, RD - 0.085>, <RW - 0.75, 2.25, RD - 0.08>
    texture { pigment { gradient y turbulence <0.3, 0.05, 0> octaves 4
      color_map { [0 rgb <0.05, 0.09, 0.05>] [0.22 rgb <0.12, 0.2, 0.1>] [0.3 rgb <0.3, 0.34, 0.4>] [0.42 rgb <0.55, 0.6, 0.7>] [0.46 rgb <0.92, 0.7, 0.5>] [0.6 rgb <0.8, 0.55, 0.45>] [1 rgb <0.25, 0.3, 0.55>] }
      scale <1, 1.6, 1> translate y*0.65 }
      finish { emission 1.1 diffuse 0 } } }
  light_source { <RW / 2, 1.45, RD - 0.8> color rgb <0.55, 0.5, 0.5> * 0.5 area_light <4, 0, 0>, <0, 1.4, 0>, 4, 2 adaptive 1 fade_distance 2 fade_power 2 }
  // acoustic panels on side walls
  #for (I, 0, 3)
    object { RBox(<-0.05, 0.5, 0.8 + I * 1.3>, <0.05, 2.1, 1.8 + I * 1.3>, 0.02) Fabric(Hex(70, 60, 56)) }
    object { RBox(<RW - 0.05, 0.5, 0.8 + I * 1.3>, <RW + 0.05, 2.1, 1.8 + I * 1.3>, 0.02) Fabric(Hex(70, 60, 56)) }
    // sconces between panels
    union { box { <0, 0, -0.1>, <0.06, 0.25, 0.1> } texture { T_Brass } translate <0, 1.5, 2.15 + I * 1.3> }
    box { <0.06, 1.52, 2.07 + I * 1.3>, <0.065, 1.73, 2.23 + I * 1.3> Emit(rgb <1, 0.75, 0.45>, 3) no_shadow }
    light_source { <0.2, 1.75, 2.15 + I * 1.3> color rgb <1, 0.7, 0.4> * 0.7 spotlight point_at <0.05, 3, 2.15 + I * 1.3> radius 30 falloff 70 fade_distance 0.6 fade_power 2 }
    light_source { <0.2, 1.35, 2.15 + I * 1.3> color rgb <1, 0.7, 0.4> * 0.7 spotlight point_at <0.05, -1, 2.15 + I * 1.3> radius 30 falloff 70 fade_distance 0.6 fade_power 2 }
  #end
  // LED cove around ceiling perimeter
  box { <0.1, CH - 0.32, 0.1>, <RW - 0.7, CH - 0.31, 0.12> Emit(rgb <0.5, 0.6, 1.0>, 2) no_shadow }
  box { <0.1, CH - 0.32, RD - 0.12>, <RW - 0.7, CH - 0.31, RD - 0.1> Emit(rgb <0.5, 0.6, 1.0>, 2) no_shadow }
  // riser + recliners
  box { <0.3, 0, 0>, <RW - 0.3, 0.32, 1.9> texture { pigment { rgb 0.05 } finish { F_Fabric } } }
  box { <0.3, 0.08, 1.9>, <RW - 0.3, 0.1, 1.91> Emit(rgb <1, 0.8, 0.5>, 3) no_shadow }
  #for (I, 0, 3)
    object { Recliner(SeatT) translate <RW / 2 + (I - 1.5) * 0.82, 0, 3.4> }
    object { Recliner(SeatT) translate <RW / 2 + (I - 1.5) * 0.82, 0.32, 1.1> }
  #end
  light_source { <RW / 2, 0.3, 2.3> color rgb <1, 0.8, 0.6> * 0.3 shadowless fade_distance 1 fade_power 2 }
  #for (I, 0, 1) #for (J, 0, 1) light_source { <2.2 + J * 2.6, CH - 0.05, 1.0 + I * 2.6> color rgb <1, 0.8, 0.6> * 1.1 spotlight point_at <2.2 + J * 2.6, 0, 1.2 + I * 2.6> radius 30 falloff 70 tightness 3 fade_distance 1.5 fade_power 2 } #end #end
// ================================================= wellness
#elseif (Mode = 1)
  // mirror wall (right)
  box { <RW - 0.61, 0.05, 0.5>, <RW - 0.6, 2.2, RD - 0.8> pigment { rgb 0.03 } finish { reflection 0.85 specular 0.3 } }
  box { <RW - 0.62, 0.0, 0.4>, <RW - 0.6, 0.05, RD - 0.7> texture { T_BlackMetal } }
  // sauna in back-left corner: cedar box with glass front
  #declare Ced = Veneer(W_Pine[0] * 0.9, W_Pine[1]);
  union {
    difference { box { <0, 0, RD - 2.0>, <2.2, 2.3, RD> } box { <0.05, 0.05, RD - 1.95>, <2.15, 2.25, RD - 0.05> } box { <0.05, 0.05, RD - 2.1>, <2.15, 2.25, RD - 1.9> } texture { Ced } }
    #for (I, 0, 30) box { <0.06, 0.05 + I * 0.072, RD - 0.08>, <2.14, 0.05 + I * 0.072 + 0.065, RD - 0.06> texture { Ced } } #end
    // benches
    box { <0.06, 0.45, RD - 0.7>, <2.14, 0.5, RD - 0.06> texture { Ced } }
    box { <0.06, 0.95, RD - 0.55>, <2.14, 1.0, RD - 0.06> texture { Ced } }
    box { <0.06, 0.95, RD - 0.56>, <0.4, 1.0, RD - 1.9> texture { Ced } }
    box { <0.0, 0, RD - 2.01>, <2.2, 2.3, RD - 1.995> texture { T_Glass } interior { I_Glass } }
    box { <0.0, 0, RD - 2.03>, <2.2, 0.05, RD - 1.99> texture { T_BlackMetal } }
    box { <0.0, 2.25, RD - 2.03>, <2.2, 2.3, RD - 1.99> texture { T_BlackMetal } }
    box { <1.05, 0, RD - 2.03>, <1.09, 2.3, RD - 1.99> texture { T_BlackMetal } }
    box { <0.07, 0.92, RD - 0.5>, <2.13, 0.93, RD - 0.45> Emit(rgb <1, 0.7, 0.35>, 6) no_shadow }
    light_source { <1.1, 0.8, RD - 0.8> color rgb <1, 0.65, 0.35> * 0.6 fade_distance 0.8 fade_power 2 }
    // stones heater
    box { <1.7, 0.05, RD - 1.4>, <2.1, 0.7, RD - 1.0> texture { T_BlackMetal } }
  }
  // rubber mats + equipment
  box { <2.7, 0, 1.2>, <RW - 1.0, 0.012, RD - 1.0> texture { pigment { rgb 0.02 } finish { diffuse 0.6 specular 0.05 } normal { bumps 0.2 scale 0.01 } } }
  // dumbbell rack
  union {
    box { <0, 0, 0>, <1.4, 0.06, 0.4> } box { <0, 0, 0>, <0.05, 0.8, 0.4> } box { <1.35, 0, 0>, <1.4, 0.8, 0.4> }
    box { <0, 0.35, 0.05>, <1.4, 0.38, 0.35> } box { <0, 0.72, 0.05>, <1.4, 0.75, 0.35> }
    #for (I, 0, 5)
      #for (J, 0, 1)
        union { cylinder { <0, 0, -0.09>, <0, 0, 0.09>, 0.012 } cylinder { <0, 0, -0.13>, <0, 0, -0.07>, 0.045 + I * 0.006 } cylinder { <0, 0, 0.07>, <0, 0, 0.13>, 0.045 + I * 0.006 } texture { T_BlackMetal } translate <0.15 + I * 0.22, 0.43 + J * 0.37, 0.2> }
      #end
    #end
    texture { T_BlackMetal }
    translate <RW - 2.3, 0, RD - 0.45>
  }
  // bench
  union { object { RBox(<-0.6, 0.38, -0.15>, <0.6, 0.45, 0.15>, 0.02) Leather(rgb 0.03) } box { <-0.5, 0, -0.05>, <-0.45, 0.38, 0.05> } box { <0.45, 0, -0.05>, <0.5, 0.38, 0.05> } texture { T_BlackMetal } translate <4.2, 0, 3.0> }
  // yoga mat rolled + plant + towel shelf
  cylinder { <3.2, 0.06, 1.6>, <3.8, 0.06, 1.6>, 0.06 pigment { rgb <0.45, 0.55, 0.5> } }
  box { <3.0, 0.012, 2.2>, <3.62, 0.018, 4.0> texture { pigment { rgb <0.42, 0.52, 0.47> } finish { diffuse 0.7 } normal { bumps 0.1 scale 0.01 } } }
  // oak slat accent wall between sauna and rack
  #declare SlatT = Veneer(W_WhiteOak[0], W_WhiteOak[1]);
  #for (K, 0, 9) box { <2.45 + K * 0.2, 0, RD - 0.06>, <2.57 + K * 0.2, CH - 0.3, RD - 0.01> texture { SlatT rotate z*90 } } #end
  object { Plant(0.2, 1.6, Satin(rgb 0.85), rgb <0.06, 0.16, 0.04>) translate <2.55, 0, RD - 0.4> }
  box { <2.6, 1.3, RD - 0.3>, <3.8, 1.33, RD> texture { AccentT } }
  #for (I, 0, 3) object { RBox(<0, 0, -0.12>, <0.28, 0.06, 0.12>, 0.02) Fabric(rgb 0.85) translate <2.7 + mod(I, 2) * 0.3, 1.33 + int(I / 2) * 0.06, RD - 0.15> } #end
// ================================================= lounge + wet bar
#elseif (Mode = 2)
  // wet bar on the back wall
  #declare BarX0 = 0.6; #declare BarX1 = 3.6;
  object { CabinetRun(BarX1 - BarX0, 0.87, 0.6, 0.5, AccentT, AccentT, T_Brass, 1) translate <BarX0, 0, RD - 0.6> }
  box { <BarX0 - 0.02, 0.87, RD - 0.63>, <BarX1 + 0.02, 0.905, RD> texture { T_Calacatta } }
  box { <BarX0, 0.905, RD - 0.02>, <BarX1, CH - 0.3, RD> texture { T_Calacatta } }
  #for (I, 0, 1)
    box { <BarX0, 1.35 + I * 0.42, RD - 0.28>, <BarX1, 1.38 + I * 0.42, RD - 0.02> texture { T_Glass } interior { I_Glass } }
    box { <BarX0, 1.345 + I * 0.42, RD - 0.27>, <BarX1, 1.35 + I * 0.42, RD - 0.25> Emit(rgb <1, 0.8, 0.55>, 5) no_shadow }
    #for (K, 0, 12)
      #declare BC = rgb <RR(0.2, 0.9), RR(0.15, 0.6), RR(0.05, 0.3)>;
      object { Bottle(RR(0.24, 0.32), BC) translate <BarX0 + 0.15 + K * 0.22 + RR(-0.03, 0.03), 1.38 + I * 0.42, RD - 0.14> }
    #end
  #end
  light_source { <(BarX0 + BarX1) / 2, 1.3, RD - 0.3> color rgb <1, 0.8, 0.55> * 0.35 area_light <2.5, 0, 0>, <0, 0, 0.1>, 3, 1 adaptive 0 fade_distance 0.7 fade_power 2 }
  #for (I, 0, 2) object { BarStool(0.66, Leather(Hex(110, 70, 44)), T_BlackMetal) translate <BarX0 + 0.7 + I * 0.8, 0, RD - 1.05> } #end
  // TV wall on right, sectional facing it
  object { TV(1.9) rotate y*-90 translate <RW - 0.62, 1.35, RD * 0.45> }
  object { CabinetRun(2.4, 0.45, 0.4, 0.8, AccentT, AccentT, T_Brass, 3) rotate y*-90 translate <RW - 0.6 - 0.4, 0.15, RD * 0.45 - 1.2> }
  object { Sectional(3.0, 1.7, SofaT, T_BlackMetal) rotate y*90 translate <RW - 3.6, 0, RD * 0.45> }
  object { Rug(3.0, 2.4, Hex(190, 180, 165), Hex(110, 100, 90), 2) rotate y*90 translate <RW - 2.3, 0, RD * 0.45> }
  object { CoffeeTableRect(1.1, 0.6, 0.38, AccentT, T_BlackMetal) rotate y*90 translate <RW - 2.3, 0, RD * 0.45> }
  object { Bowl(0.14, Satin(rgb 0.7)) translate <RW - 2.3, 0.38, RD * 0.45> }
  object { Plant(0.2, 1.6, Satin(rgb 0.25), rgb <0.06, 0.16, 0.04>) translate <0.45, 0, RD - 0.45> }
// ================================================= guest suite
#else
  object { Bed(1.55, 2.1, texture { pigment { rgb <0.86, 0.84, 0.8> } finish { F_Fabric } normal { wrinkles 0.2 scale 0.12 } }, Fabric(Hex(120, 130, 120)), Fabric(Hex(150, 150, 145)), Fabric(Hex(150, 150, 145))) translate <RW * 0.42, 0, RD - 1.12> }
  box { <0, 0, RD - 0.03>, <RW, CH, RD> texture { AccentT } }
  #for (S, -1, 1, 2)
    object { Nightstand(0.5, 0.55, AccentT, T_Brass) translate <RW * 0.42 + S * 1.15, 0, RD - 0.35> }
    object { TableLamp(0.5, rgb <0.95, 0.9, 0.8>, Satin(rgb 0.3), 2.5) translate <RW * 0.42 + S * 1.15, 0.55, RD - 0.35> }
    LampLight(<RW * 0.42 + S * 1.15, 0.95, RD - 0.5>, rgb <1, 0.8, 0.55>, 0.5, 1.0)
  #end
  object { Art(1.2, 0.6, Hex(200, 190, 170), Hex(120, 130, 120), Hex(70, 80, 90), 2, T_BlackMetal) translate <RW * 0.42, 1.65, RD - 0.035> }
  object { Rug(2.6, 3.0, Hex(200, 194, 182), Hex(140, 130, 118), 0) translate <RW * 0.42, 0, RD - 1.5> }
  // desk nook by the window
  union { box { <0, 0.72, 0>, <1.2, 0.75, 0.55> } box { <0, 0, 0>, <0.03, 0.72, 0.55> } box { <1.17, 0, 0>, <1.2, 0.72, 0.55> } texture { AccentT } rotate y*-90 translate <0.55, 0, 3.5> }
  object { Chair(Fabric(Hex(150, 150, 145)), T_BlackMetal, 2) rotate y*-90 translate <0.95, 0, 4.1> }
  object { Plant(0.16, 1.3, Satin(rgb 0.85), rgb <0.06, 0.16, 0.04>) translate <RW - 1.0, 0, RD - 0.45> }
#end

// daylight through the egress window + interior fill
Sky(SkyZ * SkyI, SkyH * SkyI)
plane { y, 1.5 texture { pigment { rgb <0.25, 0.3, 0.15> } } hollow clipped_by { box { <-20, 0, -20>, <-0.3, 3, 30> } } }
WindowLights(RW, RD, Wins, SkyH, 0.4 * SkyI)
#if (Mode != 0)
  #for (I, 0, 1) #for (J, 0, 1)
    light_source { <1.8 + J * (RW - 3.6 - 0.6), CH - 0.05, 1.6 + I * (RD - 3.2)> color rgb <1, 0.88, 0.72> * 0.8 spotlight point_at <1.8 + J * (RW - 3.6 - 0.6), 0, 1.6 + I * (RD - 3.2)> radius 35 falloff 75 tightness 3 fade_distance 1.6 fade_power 2 }
  #end #end
#end
FillLight(<RW / 2, 1.5, 0.3>, rgb <1, 0.9, 0.8>, (Mode = 0 ? 0.03 : 0.12))
#switch (Cam)
  #case (0) Camera(<RW / 2 + 0.3, 1.55, 0.25>, <RW / 2, 1.2, RD>, 72) #break
  #case (1) Camera(<RW - 0.9, 1.45, 0.3>, <RW * 0.35, 1.15, RD - 0.5>, 72) #break
  #else     Camera(<0.5, 1.35, 0.4>, <RW * 0.7, 1.1, RD - 1.5>, 72) #break
#end
