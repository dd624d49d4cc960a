// Retail template. Mode 0: fashion boutique, 1: furniture & lighting showroom, 2: tile and kitchen showroom.
#include "common.inc"
#include "furniture.inc"

#ifndef (Mode) #declare Mode = 0; #end
#ifndef (RW) #declare RW = 8; #end
#ifndef (RD) #declare RD = 11; #end
#ifndef (CH) #declare CH = 3.4; #end
#ifndef (WallC) #declare WallC = Hex(234, 230, 222); #end
#ifndef (AccentT) #declare AccentT = Veneer(W_WhiteOak[0], W_WhiteOak[1]); #end
#ifndef (FloorT) #declare FloorT = Terrazzo(Hex(220, 214, 204), Hex(150, 140, 130)); #end
#ifndef (MetalT) #declare MetalT = T_Brass; #end
#ifndef (Cam) #declare Cam = 0; #end

#declare Wins = array[1][5] { {3, 0.4, RW - 0.4, 0.0, CH - 0.2} }   // shopfront behind the camera
object { RoomShell(RW, RD, CH, Paint(WallC), Paint(rgb 0.85), Wins, T_BlackMetal, 3) }
box { <0, -0.05, 0>, <RW, 0, RD> texture { FloorT } interior { ior 1.5 } }
// track lighting spots
#macro Spot(P, Tgt, I)
  union { cylinder { <0, 0, 0>, <0, -0.12, 0>, 0.035 } texture { T_BlackMetal } translate P }
  light_source { P - y * 0.12 color rgb <1, 0.9, 0.75> * I spotlight point_at Tgt radius 14 falloff 30 tightness 5 fade_distance 2.5 fade_power 2 }
#end
box { <1.5, CH - 0.04, 1>, <1.54, CH, RD - 1> texture { T_BlackMetal } }
box { <RW - 1.54, CH - 0.04, 1>, <RW - 1.5, CH, RD - 1> texture { T_BlackMetal } }

#if (Mode = 0)
  // arched niches with hanging garments on both side walls
  #macro Garment(C) union { cylinder { <0, 0, 0>, <0, -0.08, 0>, 0.004 } object { RBox(<-0.02, -0.95, -0.24>, <0.02, -0.08, 0.24>, 0.015) } pigment { color C } finish { F_Fabric } } #end
  #for (S, 0, 1)
    #declare WX = (S = 0 ? 0 : RW);
    #for (N, 0, 2)
      #declare NZ = 2.5 + N * 2.8;
      union {
        difference {
          box { <-0.01, 0, -1.1>, <0.35, CH, 1.1> }
          union { box { <0.06, 0.25, -0.9>, <0.5, 2.2, 0.9> } cylinder { <0.06, 2.2, 0>, <0.5, 2.2, 0>, 0.9 } }
          texture { AccentT rotate y*90 }
        }
        cylinder { <0.2, 1.9, -0.8>, <0.2, 1.9, 0.8>, 0.012 texture { MetalT } }
        #for (G, 0, 7) object { Garment(rgb <RR(0.35, 0.85), RR(0.3, 0.75), RR(0.25, 0.65)> * RR(0.4, 1)) rotate y*RR(-6, 6) translate <0.17, 1.9, -0.65 + G * 0.18> } #end
        box { <0, 0.25, -0.9>, <0.33, 0.28, 0.9> texture { AccentT } }
        #for (K, 0, 2) object { RBox(<0.1, 0.28, -0.1>, <0.26, 0.36, 0.04>, 0.02) Leather(rgb <RR(0.1, 0.6), RR(0.1, 0.4), RR(0.05, 0.3)>) translate z*(-0.55 + K * 0.5) } #end
        #if (S = 1) scale <-1, 1, 1> #end
        translate <WX, 0, NZ>
      }
    #end
  #end
  // central display tables with folded goods
  #for (K, 0, 1)
    union {
      object { RBox(<-0.7, 0.0, -0.45>, <0.7, 0.78, 0.45>, 0.02) texture { T_Travertine } }
      #for (F, 0, 3) object { BookStack(2 + mod(F, 2)) scale <1.2, 1, 1> translate <-0.45 + F * 0.3, 0.78, RR(-0.15, 0.15)> } #end
      object { Vase(0.09, 0.35, Satin(rgb 0.85)) translate <0.5, 0.78, 0.2> }
      translate <RW / 2, 0, 3.5 + K * 3.2>
    }
  #end
  object { Rug(2.4, 1.6, Hex(190, 176, 156), Hex(140, 120, 100), 2) translate <RW / 2, 0, RD - 2.0> }
  object { Armchair(Boucle(Hex(228, 220, 206)), MetalT, 1) rotate y*180 translate <RW / 2 - 0.6, 0, RD - 1.9> }
  box { <RW / 2 - 1.3, 0, RD - 0.05>, <RW / 2 + 1.3, CH, RD> Paint(Hex(196, 160, 130)) }
  object { Plant(0.25, 2.0, Satin(rgb 0.85), rgb <0.06, 0.16, 0.04>) translate <RW / 2 + 1.0, 0, RD - 0.7> }
  #for (N, 0, 2) Spot(<1.52, CH - 0.04, 2.5 + N * 2.8>, <0, 1.4, 2.5 + N * 2.8>, 0.8) Spot(<RW - 1.52, CH - 0.04, 2.5 + N * 2.8>, <RW, 1.4, 2.5 + N * 2.8>, 0.8) #end
  #for (K, 0, 1) object { Pendant(CH, 2.1, 2, T_Brass, 2.5) translate <RW / 2, 0, 3.5 + K * 3.2> } #end
#elseif (Mode = 1)
  // furniture vignettes on platforms
  #for (V, 0, 2)
    #declare VX = (V = 1 ? RW - 2.3 : 2.3); #declare VZ = 2.8 + V * 2.9;
    box { <VX - 1.8, 0, VZ - 1.2>, <VX + 1.8, 0.08, VZ + 1.2> texture { AccentT } }
    union {
      #switch (V)
        #case (0) object { Sofa(2.2, 0.95, Boucle(Hex(214, 204, 188)), T_BlackMetal, 1) translate z*0.4 } object { CoffeeTableRound(0.45, 0.36, T_Travertine, T_Travertine) translate z*-0.5 } #break
        #case (1) object { DiningTable(1.8, 0.9, Veneer(W_Walnut[0], W_Walnut[1]), T_BlackMetal, 0) } #for (C, 0, 1) object { Chair(Leather(Hex(150, 96, 56)), T_BlackMetal, 1) rotate y*180 translate <-0.45 + C * 0.9, 0, 0.65> } object { Chair(Leather(Hex(150, 96, 56)), T_BlackMetal, 1) translate <-0.45 + C * 0.9, 0, -0.65> } #end #break
        #else object { Armchair(Fabric(Hex(80, 96, 88)), Veneer(W_Oak[0], W_Oak[1]), 0) rotate y*20 translate x*-0.6 } object { Armchair(Fabric(Hex(170, 110, 70)), Veneer(W_Oak[0], W_Oak[1]), 1) rotate y*-20 translate x*0.6 } object { SideTable(0.22, 0.5, T_Nero, T_Brass) } #break
      #end
      translate <VX, 0.08, VZ>
    }
    object { Pendant(CH, 1.9, mod(V + 1, 4), T_Brass, 3) translate <VX, 0, VZ> }
    light_source { <VX, 1.9, VZ> color rgb <1, 0.82, 0.6> * 0.35 fade_distance 1.5 fade_power 2 }
  #end
  // lighting wall: many pendants at the back
  #for (K, 0, 6)
    #if (mod(K, 2) = 0) #declare PT = texture { T_Brass } #else #declare PT = texture { T_BlackMetal } #end
    object { Pendant(CH, 1.6 + mod(K, 3) * 0.35, mod(K, 4), PT, 3) translate <1 + K * 1.0, 0, RD - 1.0> }
  #end
  light_source { <RW / 2, 2.0, RD - 1.2> color rgb <1, 0.82, 0.6> * 0.4 area_light <5, 0, 0>, <0, 0, 0.2>, 4, 1 adaptive 0 fade_distance 2 fade_power 2 }
  box { <0, 0, RD - 0.04>, <RW, CH, RD> Paint(Hex(60, 62, 60)) }
  #for (K, 0, 3) Spot(<1.52, CH - 0.04, 2 + K * 2.2>, <2.3, 0, 2.8 + K * 2>, 0.6) Spot(<RW - 1.52, CH - 0.04, 2 + K * 2.2>, <RW - 2.3, 0, 2.8 + K * 2>, 0.6) #end
#else
  // tile & kitchen showroom: sample boards on walls, display kitchen at back
  #for (S, 0, 1)
    #for (N, 0, 7)
      #declare TC = rgb <RR(0.3, 0.85), RR(0.3, 0.8), RR(0.28, 0.75)>;
      union {
        box { <0, 0, 0>, <0.6, 0.9, 0.03> texture { AccentT } }
        box { <0.05, 0.05, -0.005>, <0.55, 0.85, 0.0> TileTex(0.1 + 0.1 * mod(N, 3), 0.1 + 0.05 * mod(N, 2), 0.003, TC, 0.08, TC * 0.7, F_Gloss) }
        rotate y*(S = 0 ? -90 : 90) translate <(S = 0 ? 0.04 : RW - 0.04), 1.0 + 0.95 * mod(N, 2), 2.6 + int(N / 2) * 1.3 + S * 0.03>
      }
    #end
  #end
  // display kitchen
  #declare DoorStyle = 1;
  object { CabinetRun(4.8, 0.87, 0.6, 0.6, Satin(Hex(90, 104, 96)), Satin(Hex(90, 104, 96)), T_Brass, 0) translate <RW / 2 - 2.4, 0, RD - 0.6> }
  box { <RW / 2 - 2.4, 0.87, RD - 0.63>, <RW / 2 + 2.4, 0.905, RD> texture { T_Calacatta } }
  box { <RW / 2 - 2.4, 0.905, RD - 0.02>, <RW / 2 + 2.4, 2.2, RD> TileTex(0.2, 0.075, 0.003, Hex(236, 232, 222), 0.04, Hex(190, 186, 180), F_Gloss) }
  #for (K, 0, 1) box { <RW / 2 - 2.4, 1.5 + K * 0.45, RD - 0.28>, <RW / 2 + 2.4, 1.54 + K * 0.45, RD> texture { AccentT } } #end
  #for (K, 0, 5) object { Bowl(0.09, Satin(rgb 0.8)) translate <RW / 2 - 2 + K * 0.3, 1.54, RD - 0.15> } #end
  union {
    object { RBox(<-1.2, 0, -0.45>, <1.2, 0.9, 0.45>, 0.01) texture { T_Calacatta } }
    translate <RW / 2, 0, RD - 2.3>
  }
  #for (K, 0, 2) object { Pendant(CH, 1.9, 1, T_Brass, 3) translate <RW / 2 - 0.8 + K * 0.8, 0, RD - 2.3> } #end
  light_source { <RW / 2, 1.9, RD - 2.3> color rgb <1, 0.82, 0.6> * 0.4 fade_distance 1.5 fade_power 2 }
  // sample table with slabs
  union {
    box { <-1, 0, -0.5>, <1, 0.85, 0.5> texture { AccentT } }
    box { <-0.9, 0.85, -0.3>, <-0.5, 0.87, 0.3> texture { T_Carrara } }
    box { <-0.44, 0.85, -0.3>, <-0.04, 0.87, 0.3> texture { T_Nero } }
    box { <0.02, 0.85, -0.3>, <0.42, 0.87, 0.3> texture { T_Travertine } }
    box { <0.48, 0.85, -0.3>, <0.88, 0.87, 0.3> texture { T_Calacatta } }
    translate <RW / 2, 0, 3.6>
  }
  #for (K, 0, 3) Spot(<1.52, CH - 0.04, 1.5 + K * 1.8>, <0, 1.5, 1.5 + K * 1.8>, 0.6) Spot(<RW - 1.52, CH - 0.04, 1.5 + K * 1.8>, <RW, 1.5, 1.5 + K * 1.8>, 0.6) #end
#end

#for (I, 0, 2) #for (J, 0, 1) object { PotLight(CH, 3) translate <2.5 + J * 3, 0, 2 + I * 3> } #end #end
light_source { <RW / 2, CH - 0.2, RD / 2> color rgb <1, 0.95, 0.88> * 0.5 area_light <RW * 0.6, 0, 0>, <0, 0, RD * 0.6>, 3, 3 adaptive 0 fade_distance 3 fade_power 2 }
Sky(SkyZ * SkyI, SkyH * SkyI)
plane { y, -0.1 pigment { rgb 0.4 } }
WindowLights(RW, RD, Wins, SkyH, 0.5 * SkyI)
#switch (Cam)
  #case (0) Camera(<RW / 2 + 0.6, 1.55, 0.5>, <RW / 2 - 0.2, 1.3, RD>, 68) #break
  #case (1) Camera(<RW - 0.6, 1.6, 0.5>, <RW * 0.3, 1.2, RD - 1>, 70) #break
  #else     Camera(<0.7, 1.6, 0.6>, <RW * 0.7, 1.2, RD - 1>, 70) #break
#end
