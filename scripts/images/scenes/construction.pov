// Construction-stage template. Stage 0: foundation pour, 1: timber framing, 2: drywall interior, 3: scaffolding on a renovation.
#include "common.inc"
#include "furniture.inc"

#ifndef (Stage) #declare Stage = 1; #end
#ifndef (Cam)   #declare Cam = 0; #end
#ifndef (SunDir) #declare SunDir = vnormalize(<-0.7, 0.9, -0.5>); #end

#declare Lumber = texture { WoodPig(rgb <0.68, 0.52, 0.32>, rgb <0.52, 0.37, 0.2>, 0, 0) finish { F_Matte } }
#macro LumberAt(Ox) texture { WoodPig(rgb <0.68, 0.52, 0.32> * RR(0.9, 1.08), rgb <0.52, 0.37, 0.2>, Ox, RR(-20, 20)) finish { F_Matte } } #end
#declare OSB = texture { pigment { crackle form <1, 0, 0> color_map { [0 rgb <0.55, 0.4, 0.2>] [0.5 rgb <0.65, 0.5, 0.28>] [1 rgb <0.45, 0.32, 0.16>] } scale <0.04, 0.04, 0.012> turbulence 0.3 } finish { F_Matte } normal { crackle 0.3 scale 0.03 } }
#declare Dirt = texture { pigment { granite color_map { [0 rgb <0.16, 0.11, 0.07>] [0.5 rgb <0.24, 0.17, 0.1>] [1 rgb <0.3, 0.22, 0.14>] } scale 0.3 } finish { diffuse 0.8 } normal { bumps 0.8 scale 0.05 } }
#declare Gravel = texture { pigment { crackle color_map { [0 rgb 0.15] [0.1 rgb 0.35] [1 rgb 0.5] } scale 0.015 } normal { crackle 1 scale 0.015 } finish { diffuse 0.8 } }
#declare ConcT = Concrete(Hex(172, 170, 164));

// Stud wall in the XY plane, length L along x, height H, 2x6 studs @ 406 mm; Openings: array of {x0, x1, y0, y1}
#macro StudWall(L, H, Ops, NOps)
union {
  box { <0, 0, 0>, <L, 0.038, 0.14> LumberAt(0) }
  box { <0, H - 0.076, 0>, <L, H, 0.14> LumberAt(3) }
  #local X = 0;
  #while (X <= L - 0.038)
    #local Skip = 0;
    #if (NOps > 0) #for (K, 0, NOps - 1) #if (X > Ops[K][0] & X < Ops[K][1] - 0.04) #local Skip = 1; #end #end #end
    #if (Skip = 0)
      box { <X, 0.038, 0>, <X + 0.038, H - 0.076, 0.14> LumberAt(X * 7) }
    #end
    #local X = X + 0.406;
  #end
  box { <L - 0.038, 0.038, 0>, <L, H - 0.076, 0.14> LumberAt(11) }
  #if (NOps > 0)
    #for (K, 0, NOps - 1)
      box { <Ops[K][0] - 0.038, 0.038, 0>, <Ops[K][0], H - 0.076, 0.14> LumberAt(K) }
      box { <Ops[K][1], 0.038, 0>, <Ops[K][1] + 0.038, H - 0.076, 0.14> LumberAt(K + 2) }
      box { <Ops[K][0], Ops[K][3], 0>, <Ops[K][1], Ops[K][3] + 0.24, 0.14> LumberAt(K + 4) }
      #if (Ops[K][2] > 0.1) box { <Ops[K][0], Ops[K][2] - 0.038, 0>, <Ops[K][1], Ops[K][2], 0.14> LumberAt(K + 5) } #end
    #end
  #end
}
#end

// ================================================= foundation
#if (Stage = 0)
  Sky(SkyZ * SkyI, SkyH * SkyI)
  // ground with excavation
  difference {
    box { <-40, -3, -40>, <40, 0, 40> }
    box { <-7, -2.6, -1>, <7, 0.1, 12> }
    texture { Dirt }
  }
  box { <-7, -2.7, -1>, <7, -2.55, 12> texture { Gravel } }
  // sloped dirt edges of the dig
  #for (K, 0, 12) sphere { <-7 + K * 1.2, -0.2, 12.3>, 1.0 scale <1, 0.5, 1> texture { Dirt } } #end
  // foundation walls: a U of poured concrete with form-tie dots
  #declare FT = texture { ConcT } texture { pigment { gradient x color_map { [0 rgbt <0.2, 0.2, 0.2, 0>] [0.02 rgbt <0.2, 0.2, 0.2, 0>] [0.021 rgbt 1] [1 rgbt 1] } scale 0.6 } }
  union {
    box { <-5.5, -2.55, 1>, <5.5, 0.3, 1.25> }
    box { <-5.5, -2.55, 1>, <-5.25, 0.3, 10.5> }
    box { < 5.25, -2.55, 1>, <5.5, 0.3, 10.5> }
    box { <-5.5, -2.55, 10.25>, <5.5, 0.3, 10.5> }
    texture { ConcT }
  }
  #for (I, 0, 17) #for (J, 0, 3) cylinder { <-5.2 + I * 0.6, -2.2 + J * 0.6, 0.99>, <-5.2 + I * 0.6, -2.2 + J * 0.6, 0.98>, 0.012 pigment { rgb 0.15 } } #end #end
  // footing and rebar for interior column pads
  #for (I, 0, 2)
    box { <-2.5 + I * 2.5 - 0.4, -2.55, 5.2>, <-2.5 + I * 2.5 + 0.4, -2.25, 6.0> texture { ConcT } }
    #for (K, 0, 3) cylinder { <-2.5 + I * 2.5 - 0.15 + mod(K, 2) * 0.3, -2.25, 5.45 + int(K / 2) * 0.3>, <-2.5 + I * 2.5 - 0.15 + mod(K, 2) * 0.3, -1.3, 5.45 + int(K / 2) * 0.3>, 0.008 pigment { rgb <0.35, 0.18, 0.1> } finish { F_Matte } } #end
  #end
  // slab rebar mesh on gravel
  #for (I, 0, 25) cylinder { <-5.2 + I * 0.4, -2.53, 1.3>, <-5.2 + I * 0.4, -2.53, 10.2>, 0.006 pigment { rgb <0.32, 0.17, 0.09> } } #end
  #for (I, 0, 22) cylinder { <-5.2, -2.52, 1.4 + I * 0.4>, <5.2, -2.52, 1.4 + I * 0.4>, 0.006 pigment { rgb <0.32, 0.17, 0.09> } } #end
  // stacked formwork panels and lumber on the grade
  #for (K, 0, 5) box { <-8, K * 0.04, -3.5 + K * 0.02>, <-5.6, K * 0.04 + 0.02, -2.3> texture { OSB } } #end
  #for (K, 0, 8) box { <6, K * 0.04, -4 + mod(K, 3) * 0.15>, <9.6, K * 0.04 + 0.04, -3.9 + mod(K, 3) * 0.15> LumberAt(K) } #end
  // pump hose + sawhorse
  torus { 0.6, 0.05 scale <1, 0.3, 1> translate <3.5, 0.05, -2.5> pigment { rgb 0.05 } }
  // neighbours and trees in the distance
  #for (K, 0, 10) object { Tree(RR(7, 11), RR(3, 5), rgb <0.1, 0.19, 0.05>, pigment { rgb <0.12, 0.09, 0.06> }) translate <RR(-35, 35), 0, RR(20, 40)> } #end
  box { <-34, 0, 26>, <-22, 7, 36> Paint(Hex(200, 190, 176)) }
  box { <22, 0, 28>, <34, 6.5, 38> BrickTex(0.29, 0.07, 0.008, Hex(130, 70, 50), 0.12, Hex(170, 166, 160), F_Matte) }
  #if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
  light_source { <0, 40, -30> color SkyZ * SkyI * 0.25 shadowless }
  #switch (Cam)
    #case (0) Camera(<-5.5, 2.6, -4.5>, <0.5, -1.8, 6>, 66) #break
    #else     Camera(<6.5, 1.9, -3.5>, <-1, -1.4, 6>, 62) #break
  #end
// ================================================= framing
#elseif (Stage = 1)
  Sky(SkyZ * SkyI, SkyH * SkyI)
  box { <-60, -1, -60>, <60, 0, 60> texture { Dirt } }
  // foundation top + sill
  box { <-6, 0, 0>, <6, 0.5, 9> texture { ConcT } }
  // floor 1 deck (OSB) + joists edge
  box { <-6, 0.5, 0>, <6, 0.76, 9> texture { OSB } }
  #declare Ops1 = array[2][4] { {1.2, 3.4, 0.9, 2.1}, {6.4, 8.0, 0.0, 2.1} }
  #declare Ops2 = array[1][4] { {2.0, 4.0, 0.9, 2.1} }
  #declare Ops0 = array[1][4] { {0, 0, 0, 0} }
  // ground floor walls
  object { StudWall(12, 2.75, Ops1, 2) translate <-6, 0.76, 0> }
  object { StudWall(12, 2.75, Ops2, 1) translate <-6, 0.76, 8.86> }
  object { StudWall(8.72, 2.75, Ops2, 1) rotate y*-90 translate <-6, 0.76, 0.14> }
  object { StudWall(8.72, 2.75, Ops0, 0) rotate y*-90 translate <5.86, 0.76, 0.14> }
  object { StudWall(5, 2.75, Ops0, 0) rotate y*-90 translate <0.5, 0.76, 0.14> }
  // OSB sheathing on part of the back and right walls
  #for (K, 0, 4) box { <-6 + K * 1.22 + 0.003, 0.77, 9.0>, <-6 + (K + 1) * 1.22 - 0.003, 3.2, 9.012> texture { OSB } } #end
  #for (K, 0, 2) box { <5.99, 0.77, 9 - (K + 1) * 1.22 + 0.003>, <6.002, 3.2, 9 - K * 1.22 - 0.003> texture { OSB } } #end
  // second floor joists + partial subfloor
  #declare Y2 = 0.76 + 2.75;
  #for (K, 0, 29) box { <-6, Y2, 0.1 + K * 0.3>, <6, Y2 + 0.24, 0.1 + K * 0.3 + 0.038> LumberAt(K * 3) } #end
  box { <-6, Y2, 0>, <6, Y2 + 0.24, 0.038> LumberAt(40) }
  #for (K, 0, 3) box { <-6 + K * 2.44, Y2 + 0.24, 4.5>, <-6 + (K + 1) * 2.44 - 0.004, Y2 + 0.258, 9> texture { OSB } } #end
  // second floor walls, partly
  object { StudWall(12, 2.5, Ops2, 1) translate <-6, Y2 + 0.258, 8.86> }
  object { StudWall(4.5, 2.5, Ops0, 0) rotate y*-90 translate <5.86, Y2 + 0.258, 4.64> }
  // stacks of lumber, sawhorses, ladder
  #for (K, 0, 11) box { <-4 + mod(K, 6) * 0.15, 0.0 + int(K / 6) * 0.04, -3>, <-3.862 + mod(K, 6) * 0.15, 0.038 + int(K / 6) * 0.04, -3 + 4.8> LumberAt(K) rotate y*-8 } #end
  #for (K, 0, 6) box { <2, K * 0.012, -3.2>, <4.44, K * 0.012 + 0.011, -2.0> texture { OSB } } #end
  union {
    cylinder { <-0.2, 0, 0>, <-0.2, 3.2, 0.6>, 0.025 } cylinder { <0.2, 0, 0>, <0.2, 3.2, 0.6>, 0.025 }
    #for (K, 1, 10) cylinder { <-0.2, K * 0.3, K * 0.056>, <0.2, K * 0.3, K * 0.056>, 0.015 } #end
    pigment { rgb <0.75, 0.6, 0.15> } finish { F_Satin } translate <-2.5, 0.76, 5>
  }
  #for (K, 0, 8) object { Tree(RR(7, 11), RR(3, 5), rgb <0.1, 0.19, 0.05>, pigment { rgb <0.12, 0.09, 0.06> }) translate <RR(-35, 35), 0, RR(18, 40)> } #end
  #if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
  light_source { <0, 40, -30> color SkyZ * SkyI * 0.25 shadowless }
  #switch (Cam)
    #case (0) Camera(<-9, 1.7, -8>, <0, 2.4, 4>, 60) #break
    #case (1) Camera(<-3.5, 2.3, 1.2>, <3, 2.3, 8>, 78) #break
    #else     Camera(<8, 1.6, -7>, <-1, 2.6, 4>, 60) #break
  #end
// ================================================= drywall interior
#elseif (Stage = 2)
  #declare RW = 6; #declare RD = 5.5; #declare CH = 2.7;
  #declare Board = texture { pigment { rgb <0.5, 0.5, 0.47> } finish { F_Matte } }
  #declare Mud = texture { pigment { granite color_map { [0 rgb 0.78] [1 rgb 0.88] } scale 0.05 } finish { F_Matte } }
  #declare Wins = array[2][5] { {0, 1.2, 2.6, 0.9, 2.2}, {1, 2.2, 4.4, 0.9, 2.2} }
  object { RoomShell(RW, RD, CH, Board, Board, Wins, Paint(rgb 0.95), 1) }
  // taped & mudded seams on walls and ceiling
  #for (K, 1, 4) box { <K * 1.22 - 0.08, 0, RD - 0.004>, <K * 1.22 + 0.08, CH, RD> texture { Mud } } #end
  box { <0, 1.2, RD - 0.004>, <RW, 1.36, RD> texture { Mud } }
  #for (K, 1, 4) box { <0, 0, K * 1.22 - 0.08>, <0.004, CH, K * 1.22 + 0.08> texture { Mud } } #end
  box { <RW - 0.004, 0, 0>, <RW, CH, RD> texture { Board } }
  #for (K, 1, 4) box { <RW - 0.005, 0, K * 1.22 - 0.08>, <RW, CH, K * 1.22 + 0.08> texture { Mud } } #end
  #for (K, 1, 4) box { <0, CH - 0.004, K * 1.22 - 0.08>, <RW, CH, K * 1.22 + 0.08> texture { Mud } } #end
  // screw spots
  #for (I, 0, 14) #for (J, 0, 6) cylinder { <0.3 + I * 0.4, 0.2 + J * 0.4, RD - 0.005>, <0.3 + I * 0.4, 0.2 + J * 0.4, RD>, 0.015 texture { Mud } } #end #end
  // window openings wrapped in plastic film
  #for (K, 0, 1) object { box { <0, 0, -0.02>, <Wins[K][2] - Wins[K][1], Wins[K][4] - Wins[K][3], 0.0> } texture { pigment { rgbt <0.9, 0.92, 0.95, 0.7> } finish { diffuse 0.6 specular 0.4 roughness 0.01 } normal { wrinkles 0.6 scale 0.15 } } PlaceOnWall(Wins[K][0], Wins[K][1], Wins[K][3], RW, RD) } #end
  // subfloor
  #for (I, 0, 4) #for (J, 0, 2) box { <I * 1.22 + 0.002, -0.02, J * 2.44 + 0.002>, <(I + 1) * 1.22 - 0.002, 0, (J + 1) * 2.44 - 0.002> texture { OSB } } #end #end
  // stack of drywall sheets leaning on the wall, and lying flat
  #for (K, 0, 7) box { <0, 0, 0>, <2.44, 1.22, 0.0127> texture { Board } rotate x*-8 translate <RW - 2.8, 0, RD - 0.35 - K * 0.014> } #end
  #for (K, 0, 9) box { <2.0, K * 0.0127, 1.0>, <3.22, K * 0.0127 + 0.0125, 3.44> texture { Board } } #end
  box { <2.0, 0.127, 1.0>, <3.22, 0.128, 3.44> pigment { rgb <0.8, 0.8, 0.78> } }
  // bucket of compound, mud pan, step ladder, work light
  union { cylinder { <0, 0, 0>, <0, 0.36, 0>, 0.15 open } disc { <0, 0.02, 0>, y, 0.15 } pigment { rgb 0.9 } finish { F_Satin } translate <1.2, 0, 3.2> }
  cylinder { <1.2, 0.3, 3.2>, <1.2, 0.31, 3.2>, 0.14 texture { Mud } }
  box { <1.5, 0.36 - 0.36, 3.05>, <1.8, 0.05, 3.15> pigment { rgb 0.6 } finish { F_Metal } }
  union {
    #for (S, -1, 1, 2) cylinder { <S * 0.22, 0, 0>, <S * 0.18, 1.5, 0.3>, 0.02 } cylinder { <S * 0.22, 0, 0.75>, <S * 0.18, 1.5, 0.35>, 0.02 } #end
    #for (K, 1, 4) box { <-0.2, K * 0.3, K * 0.06 - 0.04>, <0.2, K * 0.3 + 0.02, K * 0.06 + 0.06> } #end
    box { <-0.2, 1.5, 0.25>, <0.2, 1.53, 0.4> }
    pigment { rgb <0.75, 0.72, 0.7> } finish { F_Brushed } rotate y*30 translate <4.4, 0, 2.3>
  }
  union {
    union { cylinder { <0, 0, 0>, <0, 1.5, 0>, 0.012 } box { <-0.12, 1.4, -0.03>, <0.12, 1.6, 0.03> } #for (A, 0, 2) cylinder { <0, 0, 0>, <0.3 * sin(A * 2.1), 0.02, 0.3 * cos(A * 2.1)>, 0.01 } #end pigment { rgb 0.04 } }
    box { <-0.1, 1.42, -0.034>, <0.1, 1.58, -0.03> Emit(rgb <1, 0.95, 0.85>, 6) }
    light_source { <0, 1.5, -0.3> color rgb <1, 0.95, 0.85> * 0.5 fade_distance 1.2 fade_power 2 area_light <0.2, 0, 0>, <0, 0.15, 0>, 2, 2 adaptive 0 }
    rotate y*200 translate <3.6, 0, 4.3>
  }
  // electrical boxes
  #for (K, 0, 2) box { <1 + K * 2, 0.35, RD - 0.012>, <1.07 + K * 2, 0.46, RD - 0.002> pigment { rgb <0.1, 0.2, 0.6> } } #end
  Sky(SkyZ * SkyI, SkyH * SkyI)
  #if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
  WindowLights(RW, RD, Wins, SkyH, 0.9 * SkyI)
  FillLight(<RW / 2, 1.6, 0.3>, rgb <1, 0.96, 0.9>, 0.2)
  #switch (Cam)
    #case (0) Camera(<RW - 0.4, 1.5, 0.3>, <RW * 0.3, 1.2, RD>, 72) #break
    #else     Camera(<0.5, 1.5, 0.3>, <RW * 0.7, 1.2, RD>, 72) #break
  #end
// ================================================= commercial steel frame with tower crane
#elseif (Stage = 4)
  Sky(SkyZ * SkyI, SkyH * SkyI)
  box { <-80, -1, -80>, <80, 0, 80> texture { Dirt } }
  box { <-14, -0.2, -4>, <22, 0.02, 18> texture { Gravel } }
  #declare Steel = texture { pigment { rgb <0.32, 0.2, 0.14> } finish { diffuse 0.7 specular 0.15 roughness 0.05 } }
  #declare Prime = texture { pigment { rgb <0.55, 0.56, 0.58> } finish { diffuse 0.7 specular 0.2 roughness 0.04 } }
  #macro IBeam(A, B, D, T)   // I-beam between points A and B (axis-aligned), depth D
    #local L = vlength(B - A);
    #local Dir = vnormalize(B - A);
    union {
      box { <0, -D/2, -D*0.35>, <L, -D/2 + 0.02, D*0.35> }
      box { <0, D/2 - 0.02, -D*0.35>, <L, D/2, D*0.35> }
      box { <0, -D/2, -0.006>, <L, D/2, 0.006> }
      texture { T }
      #if (abs(Dir.y) > 0.5) rotate z*90 #elseif (abs(Dir.z) > 0.5) rotate y*-90 #end
      translate A
    }
  #end
  // 5 x 4 bays, 4 storeys of 4 m; upper two storeys unfinished
  #declare BX = 8; #declare BZ = 6; #declare FH = 4;
  #for (I, 0, 4) #for (J, 0, 3)
    #declare Top = (I < 3 ? 4 : 3);
    object { IBeam(<-12 + I * BX / 1.5, 0, J * BZ / 1.5>, <-12 + I * BX / 1.5, Top * FH, J * BZ / 1.5>, 0.36, Prime) }
  #end #end
  #for (L, 1, 4)
    #declare NI = (L = 4 ? 2 : 4);
    #for (J, 0, 3) object { IBeam(<-12, L * FH, J * 4>, <-12 + NI * BX / 1.5, L * FH, J * 4>, 0.5, Prime) } #end
    #for (I, 0, NI) object { IBeam(<-12 + I * BX / 1.5, L * FH, 0>, <-12 + I * BX / 1.5, L * FH, 12>, 0.45, Prime) } #end
    #if (L <= 2)
      // corrugated metal deck + poured slab edge on lower floors
      box { <-12.1, L * FH + 0.25, -0.1>, <-12 + 4 * BX / 1.5 + 0.1, L * FH + 0.4, 12.1> texture { ConcT } }
    #else
      #for (K, 0, 40) box { <-12, L * FH + 0.25, K * 0.3>, <-12 + 2 * BX / 1.5, L * FH + 0.3, K * 0.3 + 0.15> texture { Prime } } #end
    #end
  #end
  // X-bracing in end bays
  #for (L, 0, 2)
    cylinder { <-12, L * FH + 0.3, 0>, <-12 + BX / 1.5, (L + 1) * FH - 0.3, 0>, 0.05 texture { Prime } }
    cylinder { <-12, (L + 1) * FH - 0.3, 0>, <-12 + BX / 1.5, L * FH + 0.3, 0>, 0.05 texture { Prime } }
  #end
  // concrete stair/elevator core
  box { <6, 0, 4>, <10, 17, 9> texture { ConcT } }
  // tower crane: lattice mast, jib, counter-jib, cab
  #declare CraneT = texture { pigment { rgb <0.85, 0.62, 0.08> } finish { diffuse 0.7 specular 0.3 roughness 0.02 } }
  #declare CX = 16; #declare CZ = 10; #declare MH = 34;
  union {
    #for (C, 0, 3) cylinder { <CX + 0.8 * mod(C, 2), 0, CZ + 0.8 * int(C / 2)>, <CX + 0.8 * mod(C, 2), MH, CZ + 0.8 * int(C / 2)>, 0.06 } #end
    #for (K, 0, int(MH / 1.6) - 1)
      cylinder { <CX, K * 1.6, CZ>, <CX + 0.8, K * 1.6 + 1.6, CZ>, 0.03 }
      cylinder { <CX, K * 1.6, CZ + 0.8>, <CX + 0.8, K * 1.6 + 1.6, CZ + 0.8>, 0.03 }
      cylinder { <CX, K * 1.6, CZ>, <CX, K * 1.6 + 1.6, CZ + 0.8>, 0.03 }
      cylinder { <CX + 0.8, K * 1.6, CZ>, <CX + 0.8, K * 1.6 + 1.6, CZ + 0.8>, 0.03 }
    #end
    // jib toward -x, counter-jib toward +x
    #for (C, 0, 1) cylinder { <CX - 42, MH, CZ + 0.8 * C>, <CX + 12, MH, CZ + 0.8 * C>, 0.05 } #end
    cylinder { <CX - 42, MH + 1.2, CZ + 0.4>, <CX + 12, MH + 1.2, CZ + 0.4>, 0.05 }
    #for (K, 0, 33) cylinder { <CX - 42 + K * 1.6, MH, CZ>, <CX - 42 + K * 1.6 + 0.8, MH + 1.2, CZ + 0.4>, 0.025 } cylinder { <CX - 42 + K * 1.6, MH, CZ + 0.8>, <CX - 42 + K * 1.6 + 0.8, MH + 1.2, CZ + 0.4>, 0.025 } #end
    cylinder { <CX + 0.4, MH, CZ + 0.4>, <CX + 0.4, MH + 6, CZ + 0.4>, 0.08 }
    cylinder { <CX + 0.4, MH + 6, CZ + 0.4>, <CX - 30, MH + 1.2, CZ + 0.4>, 0.02 }
    cylinder { <CX + 0.4, MH + 6, CZ + 0.4>, <CX + 11, MH + 1.2, CZ + 0.4>, 0.02 }
    texture { CraneT }
  }
  box { <CX + 8, MH - 2.2, CZ - 0.6>, <CX + 12, MH, CZ + 1.4> texture { ConcT } }
  box { <CX - 1.6, MH - 2.2, CZ - 1.2>, <CX, MH, CZ + 0.2> texture { CraneT } }
  box { <CX - 1.55, MH - 1.8, CZ - 1.21>, <CX - 0.05, MH - 0.6, CZ - 1.19> pigment { rgb 0.05 } finish { F_Gloss } }
  // hook line and a load of steel
  cylinder { <CX - 22, MH, CZ + 0.4>, <CX - 22, 21, CZ + 0.4>, 0.012 pigment { rgb 0.1 } }
  box { <CX - 25, 20.2, CZ>, <CX - 19, 20.6, CZ + 0.8> texture { Prime } }
  // site hoarding with a clean panel band
  #for (K, 0, 36) box { <-16 + K * 1.2, 0, -6>, <-16 + K * 1.2 + 1.18, 2.4, -5.95> texture { pigment { rgb <0.9, 0.9, 0.88> } finish { F_Satin } } } #end
  box { <-16, 2.0, -6.01>, <28.4, 2.25, -5.99> pigment { rgb <0.14, 0.24, 0.19> } }
  // site trailer + stacked beams
  box { <14, 0, -2>, <21, 2.8, 0.6> texture { pigment { rgb <0.85, 0.85, 0.82> } finish { F_Satin } } }
  #for (K, 0, 5) object { IBeam(<-10, 0.2 + K * 0.32, -3.5 + mod(K, 2) * 0.1>, <-1, 0.2 + K * 0.32, -3.5 + mod(K, 2) * 0.1>, 0.3, Prime) } #end
  #for (K, 0, 10) object { Tree(RR(7, 11), RR(3, 5), rgb <0.1, 0.19, 0.05>, pigment { rgb <0.12, 0.09, 0.06> }) translate <RR(-60, 60), 0, RR(35, 60)> } #end
  #for (K, 0, 6) box { <-70 + K * 22, 0, 45>, <-58 + K * 22, RR(8, 26), 58> Paint(rgb <RR(0.5, 0.75), RR(0.5, 0.72), RR(0.5, 0.7)>) } #end
  #if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
  light_source { <0, 40, -30> color SkyZ * SkyI * 0.25 shadowless }
  #switch (Cam)
    #case (0) Camera(<-26, 1.7, -24>, <0, 12, 6>, 62) #break
    #else     Camera(<20, 1.7, -26>, <-2, 11, 6>, 60) #break
  #end
// ================================================= scaffolding
#else
  Sky(SkyZ * SkyI, SkyH * SkyI)
  plane { y, 0 texture { Dirt } }
  box { <-10, -0.1, -3>, <14, 0.02, -1.2> texture { Gravel } }
  // existing two-storey brick house facade with window openings
  difference {
    box { <-6, 0, 0>, <6, 6.2, 8> }
    #for (K, 0, 2) box { <-4.6 + K * 3.4, 0.9, -0.1>, <-3.2 + K * 3.4, 2.4, 0.2> } box { <-4.6 + K * 3.4, 3.9, -0.1>, <-3.2 + K * 3.4, 5.4, 0.2> } #end
    BrickTex(0.23, 0.075, 0.009, Hex(146, 84, 60), 0.14, Hex(190, 184, 176), F_Matte)
  }
  #for (K, 0, 2)
    box { <-4.6 + K * 3.4, 0.9, 0.15>, <-3.2 + K * 3.4, 2.4, 0.2> pigment { rgb 0.05 } }
    box { <-4.6 + K * 3.4, 3.9, 0.15>, <-3.2 + K * 3.4, 5.4, 0.2> pigment { rgb 0.05 } }
    box { <-4.7 + K * 3.4, 0.85, -0.08>, <-3.1 + K * 3.4, 0.9, 0.1> Concrete(Hex(180, 178, 170)) }
  #end
  prism { linear_sweep linear_spline -6.4, 6.4, 4, <-0.6, 6.1>, <8.6, 6.1>, <4, 8.8>, <-0.6, 6.1> matrix <0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0> texture { pigment { granite color_map { [0 rgb 0.05] [1 rgb 0.1] } scale 0.1 } finish { F_Matte } } }
  // house wrap on the new addition at right
  box { <6, 0, 1>, <10, 5.8, 7> texture { pigment { rgb <0.9, 0.91, 0.92> } finish { F_Satin } normal { wrinkles 0.25 scale 0.3 } } }
  #for (K, 0, 5) box { <5.99, 0.4 + K * 0.9, 0.99>, <10.01, 0.47 + K * 0.9, 7.01> pigment { rgb <0.15, 0.35, 0.7> } } #end
  // scaffold: frames every 2.1 m, 2 lifts, planks, braces
  #declare ScT = texture { pigment { rgb <0.62, 0.63, 0.64> } finish { F_Brushed } }
  union {
    #for (I, 0, 8)
      #declare SX = -6 + I * 2.0;
      #for (Z, -1.3, -0.4, 0.9)
        cylinder { <SX, 0, Z>, <SX, 6.6, Z>, 0.024 }
      #end
      #for (L, 1, 3) cylinder { <SX, L * 2.0, -1.3>, <SX, L * 2.0, -0.4>, 0.024 } #end
      cylinder { <SX, 0.1, -1.3>, <SX, 2.0, -0.4>, 0.02 }
      box { <SX - 0.12, 0, -1.42>, <SX + 0.12, 0.04, -1.18> }
      box { <SX - 0.12, 0, -0.52>, <SX + 0.12, 0.04, -0.28> }
    #end
    #for (L, 1, 3)
      cylinder { <-6, L * 2.0 + 1.0, -1.3>, <10, L * 2.0 + 1.0, -1.3>, 0.02 }
      cylinder { <-6, L * 2.0, -1.3>, <10, L * 2.0, -1.3>, 0.024 }
      cylinder { <-6, L * 2.0, -0.4>, <10, L * 2.0, -0.4>, 0.024 }
    #end
    #for (I, 0, 3) cylinder { <-6 + I * 4, 0.1, -1.32>, <-4 + I * 4, 6, -1.32>, 0.02 } #end
    texture { ScT }
  }
  #for (L, 1, 3) #for (P, 0, 3) box { <-6.1, L * 2.0 + 0.025, -1.28 + P * 0.22>, <10.1, L * 2.0 + 0.065, -1.08 + P * 0.22> LumberAt(L * 10 + P) } #end #end
  // safety netting on the top lift
  box { <-6.1, 4.0, -1.35>, <10.1, 6.6, -1.34> texture { pigment { rgbt <0.05, 0.22, 0.14, 0.45> } finish { F_Matte } } }
  // skip bin
  union { box { <0, 0, 0>, <4, 1.2, 1.8> } pigment { rgb <0.7, 0.35, 0.05> } finish { F_Satin } translate <-9, 0, -6> rotate y*10 }
  #for (K, 0, 8) object { Tree(RR(7, 11), RR(3, 5), rgb <0.1, 0.19, 0.05>, pigment { rgb <0.12, 0.09, 0.06> }) translate <RR(-35, 35), 0, RR(16, 40)> } #end
  #if (SunI > 0) SunLight(SunDir, SunCol, SunI) #end
  light_source { <0, 40, -30> color SkyZ * SkyI * 0.25 shadowless }
  #switch (Cam)
    #case (0) Camera(<-8, 1.7, -11>, <1, 3.2, 2>, 58) #break
    #else     Camera(<9, 1.7, -10>, <0, 3.4, 2>, 60) #break
  #end
#end
