// Restaurant / bar template. Mode 0: dining room with banquette, 1: cocktail bar.
#include "common.inc"
#include "furniture.inc"

#ifndef (Mode) #declare Mode = 0; #end
#ifndef (RW) #declare RW = 9; #end
#ifndef (RD) #declare RD = 10; #end
#ifndef (CH) #declare CH = 3.4; #end
#ifndef (WallC)  #declare WallC = Hex(190, 150, 120); #end
#ifndef (BanqC)  #declare BanqC = Hex(60, 86, 70); #end
#ifndef (TopT)   #declare TopT = T_Carrara; #end
#ifndef (WoodT)  #declare WoodT = Veneer(W_Walnut[0], W_Walnut[1]); #end
#ifndef (FloorMode) #declare FloorMode = 0; #end
#ifndef (Cam)    #declare Cam = 0; #end

#declare Wins = array[1][5] { {0, 1.0, RD - 1.0, 0.5, CH - 0.4} }
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(rgb 0.1), Wins, T_BlackMetal, 4) }
#switch (FloorMode)
  #case (0) object { PlankFloor(0, RW, 0, RD, 0.12, 1.0, W_Smoked) } #break
  #case (1) box { <0, -0.05, 0>, <RW, 0, RD> TileFloor(0.3, 0.3, 0.003, Hex(220, 214, 200), 0.05, Hex(140, 130, 120), F_Satin) } #break
  #else     box { <0, -0.05, 0>, <RW, 0, RD> Terrazzo(Hex(200, 190, 176), Hex(110, 60, 45)) } #break
#end
// dark slatted ceiling
#for (K, 0, int(RW / 0.15)) box { <K * 0.15, CH - 0.12, 0>, <K * 0.15 + 0.06, CH - 0.02, RD> texture { WoodT } } #end
// wainscot panel
box { <0, 0, RD - 0.03>, <RW, 1.1, RD> texture { WoodT } }
box { <RW - 0.03, 0, 0>, <RW, 1.1, RD> texture { WoodT } }

#if (Mode = 0)
  // long banquette along back wall with tables and chairs
  union {
    object { RBox(<0.5, 0.0, RD - 0.7>, <RW - 0.5, 0.46, RD - 0.05>, 0.03) Fabric(BanqC) }
    #for (K, 0, 11) object { RBox(<0.5 + K * 0.667 + 0.01, 0.45, RD - 0.25>, <0.5 + (K + 1) * 0.667 - 0.01, 1.15, RD - 0.05>, 0.06) Fabric(BanqC) } #end
  }
  #for (K, 0, 3)
    #declare TX = 1.5 + K * 2.0;
    union {
      object { DiningTable(0.8, 0.8, TopT, T_BlackMetal, 1) }
      object { Chair(Fabric(BanqC * 0.8), WoodT, 0) rotate y*180 translate <0, 0, -0.55> rotate y*180 }
      #for (S, -1, 1, 2) cylinder { <S * 0.2, 0.76, 0.1>, <S * 0.2, 0.78, 0.1>, 0.12 pigment { rgb 0.9 } finish { F_Gloss } } #end
      cylinder { <0, 0.76, -0.1>, <0, 0.86, -0.1>, 0.03 Emit(rgb <1, 0.7, 0.35>, 4) }
      #for (S, -1, 1, 2) union { cylinder { <S * 0.2, 0.76, 0.1>, <S * 0.2, 0.9, 0.1>, 0.004 } cone { <S * 0.2, 0.9, 0.1>, 0.005, <S * 0.2, 0.98, 0.1>, 0.035 open } texture { T_Glass } interior { I_Glass } } #end
      translate <TX, 0, RD - 1.2>
    }
    object { Pendant(CH, 1.7, 0, T_Brass, 4) translate <TX, 0, RD - 1.2> }
    light_source { <TX, 1.75, RD - 1.2> color rgb <1, 0.72, 0.42> * 0.35 fade_distance 1 fade_power 2 }
  #end
  // freestanding tables in the middle with chairs
  #for (R, 0, 1)
    #for (K, 0, 2)
      #declare TX = 2.0 + K * 2.6; #declare TZ = 2.8 + R * 2.6;
      union {
        object { DiningTable(1.2, 0.8, TopT, WoodT, 0) }
        #for (S, -1, 1, 2)
          object { Chair(Leather(Hex(110, 64, 40)), WoodT, 0) rotate y*(S > 0 ? 180 : 0) translate <-0.3, 0, S * 0.6> }
          object { Chair(Leather(Hex(110, 64, 40)), WoodT, 0) rotate y*(S > 0 ? 180 : 0) translate <0.3, 0, S * 0.6> }
        #end
        #for (S, -1, 1, 2) cylinder { <S * 0.3, 0.76, 0.2 * S>, <S * 0.3, 0.78, 0.2 * S>, 0.12 pigment { rgb 0.9 } finish { F_Gloss } } #end
        translate <TX, 0, TZ>
      }
      object { Pendant(CH, 1.9, 1, T_Brass, 3) translate <TX, 0, TZ> }
      light_source { <TX, 1.9, TZ> color rgb <1, 0.72, 0.42> * 0.3 fade_distance 1 fade_power 2 }
    #end
  #end
  object { Plant(0.25, 2.0, Satin(rgb 0.2), rgb <0.06, 0.16, 0.04>) translate <RW - 0.5, 0, RD - 0.5> }
  #for (K, 0, 2) object { Art(0.9, 0.7, Hex(200, 180, 150), Hex(120, 80, 60), Hex(40, 50, 45), K, T_Brass) translate <1.8 + K * 2.7, 1.95, RD - 0.01> } #end
#else
  // bar counter along the right with back bar shelving
  #declare BZ0 = 1.5; #declare BZ1 = RD - 1.0; #declare BX = RW - 2.2;
  union {
    box { <BX, 0, BZ0>, <BX + 0.6, 1.05, BZ1> texture { WoodT } }
    #for (K, 0, int((BZ1 - BZ0) / 0.08)) cylinder { <BX - 0.01, 0.05, BZ0 + K * 0.08 + 0.04>, <BX - 0.01, 1.0, BZ0 + K * 0.08 + 0.04>, 0.03 texture { WoodT } } #end
    box { <BX - 0.12, 1.05, BZ0 - 0.05>, <BX + 0.62, 1.1, BZ1> texture { TopT } }
    cylinder { <BX - 0.06, 0.22, BZ0>, <BX - 0.06, 0.22, BZ1>, 0.015 texture { T_Brass } }
    box { <BX - 0.05, 0.02, BZ0>, <BX, 0.05, BZ1> Emit(rgb <1, 0.75, 0.45>, 4) no_shadow }
  }
  // back bar: shelves with bottles, lit, mirror behind
  box { <RW - 0.05, 1.1, BZ0>, <RW - 0.04, CH - 0.4, BZ1> pigment { rgb <0.05, 0.04, 0.03> } finish { reflection 0.6 specular 0.3 } }
  object { CabinetRun(BZ1 - BZ0, 0.9, 0.5, 0.6, WoodT, WoodT, T_Brass, 1) rotate y*-90 translate <RW - 0.5, 0, BZ0> }
  #for (L, 0, 2)
    box { <RW - 0.35, 1.3 + L * 0.5, BZ0>, <RW - 0.04, 1.33 + L * 0.5, BZ1> texture { T_Glass } interior { I_Glass } }
    box { <RW - 0.3, 1.325 + L * 0.5, BZ0>, <RW - 0.28, 1.33 + L * 0.5, BZ1> Emit(rgb <1, 0.75, 0.45>, 5) no_shadow }
    #for (K, 0, int((BZ1 - BZ0) / 0.14) - 1)
      #declare BC = rgb <RR(0.3, 0.9), RR(0.2, 0.6), RR(0.05, 0.35)>;
      object { Bottle(RR(0.25, 0.33), BC) translate <RW - 0.2, 1.33 + L * 0.5, BZ0 + 0.1 + K * 0.14> }
    #end
  #end
  light_source { <RW - 0.4, 1.6, (BZ0 + BZ1) / 2> color rgb <1, 0.75, 0.45> * 0.5 area_light <0, 0, BZ1 - BZ0>, <0, 0.8, 0>, 5, 2 adaptive 0 fade_distance 1 fade_power 2 }
  #for (K, 0, 6) object { BarStool(0.75, Leather(Hex(120, 70, 40)), T_Brass) translate <BX - 0.45, 0, BZ0 + 0.5 + K * 0.9> } #end
  #for (K, 0, 4) object { Pendant(CH, 1.85, 0, T_Brass, 5) translate <BX + 0.15, 0, BZ0 + 0.6 + K * 1.5> } #end
  #for (K, 0, 2) light_source { <BX + 0.15, 1.85, BZ0 + 1.2 + K * 2> color rgb <1, 0.7, 0.4> * 0.3 fade_distance 1 fade_power 2 } #end
  // lounge side: banquette booths on the left
  #for (K, 0, 2)
    union {
      object { RBox(<0.05, 0, -0.9>, <0.7, 0.46, 0.9>, 0.03) Leather(BanqC) }
      object { RBox(<0.05, 0.45, -0.9>, <0.25, 1.2, 0.9>, 0.05) Leather(BanqC) }
      object { DiningTable(0.7, 0.7, TopT, T_Brass, 1) translate <1.15, 0, 0> }
      object { Chair(Fabric(Hex(160, 120, 90)), T_Brass, 2) rotate y*90 translate <1.75, 0, 0> }
      cylinder { <1.15, 0.76, 0>, <1.15, 0.84, 0>, 0.025 Emit(rgb <1, 0.7, 0.35>, 4) }
      translate <0.2, 0, 2.4 + K * 2.6>
    }
  #end
  box { <0, 1.25, 0.5>, <0.04, CH - 0.4, RD - 0.5> texture { WoodT } }
#end

Sky(SkyZ * SkyI, SkyH * SkyI)
#for (K, 0, 20) box { <-8 - RR(0, 20), -5, RR(-20, 30)>, <-6 - RR(0, 20), RR(4, 25), RR(-20, 30) + RR(5, 12)> pigment { rgb 0.15 } } #end
plane { y, -0.1 pigment { rgb 0.12 } }
WindowLights(RW, RD, Wins, SkyH, 0.6 * SkyI)
FillLight(<RW / 2, 1.7, 0.4>, rgb <1, 0.85, 0.7>, 0.12)
#if (Mode = 1) #declare Cam = Cam + 10; #end
#switch (Cam)
  #case (10) Camera(<1.4, 1.5, 0.4>, <RW - 1.6, 1.2, RD * 0.62>, 68) #break
  #case (11) Camera(<RW * 0.45, 1.45, 0.35>, <RW * 0.55, 1.25, RD>, 70) #break
  #case (12) Camera(<RW - 3.2, 1.5, 0.6>, <RW - 1.0, 1.3, RD - 1.5>, 62) #break
  #case (0) Camera(<RW - 0.5, 1.5, 0.4>, <RW * 0.35, 1.2, RD>, 70) #break
  #case (1) Camera(<1.0, 1.5, 0.4>, <RW * 0.7, 1.2, RD - 1>, 70) #break
  #else     Camera(<RW * 0.45, 1.45, 0.3>, <RW * 0.5, 1.3, RD>, 66) #break
#end
