// The variant table: every image in the library is one row here.
// params are POV-Ray declarations injected before the scene template (numbers, colours, textures).
// Time: 0 bright day, 1 soft overcast, 2 golden hour, 3 evening (lamps on). Cam picks a camera set-up.
import type { Grade } from "./hdr.ts";

export interface Variant {
  name: string;          // output file name without .jpg
  scene: string;         // template in scenes/<scene>.pov
  category: string;
  title: string;
  alt: string;
  seed?: number;
  grade?: Grade;
  params: Record<string, string | number>;
}

export const variants: Variant[] = [
  // ------------------------------------------------------------ living rooms
  {
    name: "living-room-01", scene: "living", category: "living-room", seed: 11,
    title: "Warm oak living room with travertine fireplace",
    alt: "A bright living room with a cream bouclé sofa, two tan barrel chairs around a round black marble coffee table, a travertine fireplace wall with framed art and oak shelving, and sunlight falling through tall black-framed windows onto a white oak floor.",
    params: { Time: 0, Cam: 0 },
  },
  {
    name: "living-room-02", scene: "living", category: "living-room", seed: 12,
    title: "Golden-hour family room with concrete fireplace and TV",
    alt: "A family room at golden hour with a blue-grey sofa, cognac leather armchairs, a striped rug and a media wall in grey concrete with a linear gas fireplace and wall-mounted TV, over a smoked oak floor.",
    params: { Time: 2, Cam: 1, FloorW: "W_Smoked", FeatureT: "Concrete(Hex(128, 124, 118))", SofaT: "Fabric(Hex(96, 106, 118))", ChairT: "Leather(Hex(140, 84, 48))", ChairStyle: 0, RugStyle: 1, RugC1: "Hex(200, 190, 172)", RugC2: "Hex(90, 80, 70)", TVOn: 1, WallC: "Hex(226, 222, 214)", SunDir: "vnormalize(<-1, 0.35, 0.7>)" },
  },
  {
    name: "living-room-03", scene: "living", category: "living-room", seed: 13,
    title: "Evening living room with marble fireplace",
    alt: "An evening view of a living room lit by lamps and a glowing fireplace, with a deep green velvet sofa, cream bouclé barrel chairs, a Calacatta marble fireplace wall, lit oak shelving and a narrow-strip oak floor under a soft rug.",
    params: { Time: 3, Cam: 3, Herring: 1, FloorW: "W_Oak", FeatureT: "texture { T_Calacatta }", SofaT: "Fabric(Hex(58, 84, 66))", ChairT: "Boucle(Hex(224, 216, 200))", RugStyle: 2, RugC1: "Hex(196, 184, 166)", RugC2: "Hex(150, 130, 108)", ArtStyle: 1, ArtC1: "Hex(210, 200, 185)", ArtC2: "Hex(70, 90, 80)", ArtC3: "Hex(180, 120, 80)" },
    grade: { exposure: 1.1 },
  },
  {
    name: "living-room-04", scene: "living", category: "living-room", seed: 14,
    title: "Soft-light lounge with terracotta sofa",
    alt: "A close view of a seating area in soft daylight: a terracotta linen sofa with cushions, cream barrel chairs and a black marble coffee table on a pale rug, with tall black-framed windows, a fiddle-leaf fig and framed art behind.",
    params: { Time: 1, Cam: 2, FloorW: "W_Ash", FeatureT: "Paint(Hex(206, 196, 180))", SofaT: "Fabric(Hex(172, 98, 66))", ChairT: "Boucle(Hex(228, 220, 206))", Accent: "Hex(200, 170, 120)", RugC1: "Hex(214, 206, 192)", RugC2: "Hex(170, 150, 120)" },
    grade: { exposure: 1.15 },
  },
  {
    name: "living-room-05", scene: "living", category: "living-room", seed: 15,
    title: "Modern living room with black marble feature wall",
    alt: "A symmetrical view of a modern living room with a charcoal sofa, camel leather lounge chairs, a black veined marble fireplace wall with framed abstract art, built-in oak shelves and daylight from tall windows on the left.",
    params: { Time: 0, Cam: 1, FloorW: "W_Oak", FeatureT: "texture { T_Nero }", SofaT: "Fabric(Hex(70, 70, 72))", ChairT: "Leather(Hex(170, 116, 70))", ChairStyle: 0, WallC: "Hex(240, 237, 230)", ArtStyle: 2, ArtC1: "Hex(220, 210, 190)", ArtC2: "Hex(160, 140, 110)", ArtC3: "Hex(90, 100, 110)", SunDir: "vnormalize(<-1, 0.9, -0.2>)" },
  },
  // ------------------------------------------------------------ kitchens
  {
    name: "kitchen-01", scene: "kitchen", category: "kitchen", seed: 21,
    title: "Green shaker kitchen with oak island and brass",
    alt: "A kitchen with deep green shaker cabinets and brass pulls, Calacatta marble counters, a white zellige backsplash, open oak shelves, a white plaster range hood, and a white oak island with a marble waterfall top, three leather stools and brass dome pendants.",
    params: { Time: 0, Cam: 0 },
  },
  {
    name: "kitchen-02", scene: "kitchen", category: "kitchen", seed: 22,
    title: "White kitchen with walnut island at golden hour",
    alt: "A white flat-panel kitchen with upper cabinets, a white subway-tile backsplash, Carrara marble counters and black hardware, with a walnut island, globe pendants and warm late-afternoon light.",
    params: { Time: 2, Cam: 1, DoorStyle: 0, CabT: "Satin(Hex(236, 234, 228))", IslandT: "Veneer(W_Walnut[0], W_Walnut[1])", CounterT: "texture { T_Carrara }", SplashStyle: 2, SplashC: "Hex(238, 236, 230)", HandleT: "texture { T_BlackMetal }", Uppers: 1, PendStyle: 0, PendT: "texture { T_BlackMetal }", StoolT: "Fabric(Hex(60, 60, 60))", SunDir: "vnormalize(<-1, 0.4, 0.2>)" },
  },
  {
    name: "kitchen-03", scene: "kitchen", category: "kitchen", seed: 23,
    title: "Navy kitchen in the evening with marble slab backsplash",
    alt: "An evening view of a navy blue shaker kitchen with brass hardware, a full-height marble slab backsplash, a white island with drum pendants glowing above it and upholstered stools.",
    params: { Time: 3, Cam: 2, CabT: "Satin(Hex(40, 54, 78))", IslandT: "Satin(Hex(236, 232, 224))", SplashStyle: 0, PendStyle: 2, StoolT: "Boucle(Hex(210, 200, 184))", FloorW: "W_Oak" },
    grade: { exposure: 1.1 },
  },
  {
    name: "kitchen-04", scene: "kitchen", category: "kitchen", seed: 24,
    title: "Fluted oak kitchen with concrete counters",
    alt: "A close view across a kitchen island with fluted white oak cabinetry, grey concrete counters, a charcoal island, stone floor tiles and cone pendants in soft daylight.",
    params: { Time: 1, Cam: 3, DoorStyle: 2, CabT: "Veneer(W_WhiteOak[0], W_WhiteOak[1])", IslandT: "Satin(Hex(52, 52, 54))", CounterT: "Concrete(Hex(150, 148, 142))", SplashStyle: 2, SplashC: "Hex(216, 210, 198)", HandleT: "texture { T_BlackMetal }", PendStyle: 3, PendT: "texture { T_BlackMetal }", FloorTile: 1, FloorTileC: "Hex(170, 164, 154)" },
    grade: { exposure: 1.1 },
  },
  {
    name: "kitchen-05", scene: "kitchen", category: "kitchen", seed: 25,
    title: "Greige kitchen with green zellige and black marble",
    alt: "A greige flat-panel kitchen with a sage green zellige backsplash, black marble counters, a smoked oak island and brass pendants, photographed from the garden door side in bright daylight.",
    params: { Time: 0, Cam: 2, DoorStyle: 0, CabT: "Satin(Hex(178, 168, 152))", IslandT: "Veneer(W_Smoked[0], W_Smoked[1])", CounterT: "texture { T_Nero }", SplashStyle: 1, SplashC: "Hex(120, 148, 128)", SunDir: "vnormalize(<-1, 0.8, -0.3>)" },
  },
  // ------------------------------------------------------------ bathrooms
  {
    name: "bathroom-01", scene: "bathroom", category: "bathroom", seed: 31,
    title: "Spa ensuite with freestanding tub and brass fixtures",
    alt: "A calm ensuite bathroom with a freestanding white tub and brass floor-mounted filler under a window, a floating oak double vanity with round brass mirrors, large-format greige tile and a walk-in glass shower.",
    params: { Time: 0, Cam: 0 },
    grade: { exposure: 0.9 },
  },
  {
    name: "bathroom-02", scene: "bathroom", category: "bathroom", seed: 32,
    title: "Marble bathroom in the evening",
    alt: "An evening view of a marble-clad bathroom with a walnut floating vanity, rectangular mirrors and glowing sconces, a freestanding tub and a frameless glass shower with chrome fixtures.",
    params: { Time: 3, Cam: 1, TileMode: 2, FloorMode: 1, VanityT: "Veneer(W_Walnut[0], W_Walnut[1])", MetalT: "texture { T_Chrome }", MirrorRound: 0 },
  },
  {
    name: "bathroom-03", scene: "bathroom", category: "bathroom", seed: 33,
    title: "Sage zellige bathroom vanity",
    alt: "A straight-on view of a white floating double vanity with vessel basins and brass taps, round mirrors and a sage green zellige tile wall above a terrazzo floor.",
    params: { Time: 1, Cam: 2, TileMode: 1, TileC: "Hex(122, 150, 134)", FloorMode: 3, FloorC: "Hex(214, 208, 198)", VanityT: "Lacq(Hex(238, 236, 230))" },
    grade: { exposure: 1.05 },
  },
  {
    name: "bathroom-04", scene: "bathroom", category: "bathroom", seed: 34,
    title: "Dark vanity bathroom with oak floor",
    alt: "A bathroom at golden hour with a charcoal floating vanity, black fixtures, white zellige walls, a freestanding tub by the window and a narrow-strip oak floor.",
    params: { Time: 2, Cam: 0, TileMode: 1, TileC: "Hex(236, 232, 224)", FloorMode: 2, VanityT: "Satin(Hex(44, 44, 46))", MetalT: "texture { T_BlackMetal }", SunDir: "vnormalize(<-1, 0.4, 0.4>)" },
  },
  {
    name: "bathroom-05", scene: "bathroom", category: "bathroom", seed: 35,
    title: "Slate-tone bathroom with teak vanity",
    alt: "A bathroom with dark slate-toned large-format wall tile, a teak floating vanity, brass mirrors and taps, a white freestanding tub and a glass shower, seen from the doorway in daylight.",
    params: { Time: 0, Cam: 1, TileC: "Hex(96, 94, 90)", FloorC: "Hex(190, 184, 174)", VanityT: "Veneer(W_Teak[0], W_Teak[1])", WallC: "Hex(222, 216, 206)" },
  },
  // ------------------------------------------------------------ bedrooms
  {
    name: "bedroom-01", scene: "bedroom", category: "bedroom", seed: 41,
    title: "Primary bedroom with walnut slat wall",
    alt: "A primary bedroom in daylight with a bed dressed in white linen and a rust throw, an upholstered headboard against a walnut slat wall, brass globe pendants over walnut nightstands, framed art, a bench at the foot of the bed and linen drapes at a tall window.",
    params: { Time: 0, Cam: 0 },
  },
  {
    name: "bedroom-02", scene: "bedroom", category: "bedroom", seed: 42,
    title: "Evening bedroom with upholstered wall panels",
    alt: "An evening view of a bedroom with a wall of cream upholstered headboard panels against a taupe wall, glowing globe pendant lights over walnut nightstands, a white duvet with a rust throw and bench, and a plant in the corner.",
    params: { Time: 3, Cam: 1, Panel: 2, HeadT: "Boucle(Hex(196, 186, 170))", BackT: "Paint(Hex(120, 112, 104))", ThrowC: "Hex(160, 90, 60)" },
  },
  {
    name: "bedroom-03", scene: "bedroom", category: "bedroom", seed: 43,
    title: "Sage green bedroom at golden hour",
    alt: "A bedroom at golden hour with a sage green feature wall, table lamps on walnut nightstands, a cream upholstered bed with a mustard throw and matching bench, framed art and a tall plant on a pale ash floor.",
    params: { Time: 2, Cam: 0, Panel: 0, BackT: "Paint(Hex(150, 164, 146))", Pendants: 0, FloorW: "W_Ash", ThrowC: "Hex(196, 160, 90)", HeadT: "Boucle(Hex(224, 216, 200))", SunDir: "vnormalize(<-1, 0.35, 0.6>)" },
  },
  {
    name: "bedroom-04", scene: "bedroom", category: "bedroom", seed: 44,
    title: "Navy headboard and oak slats, bedside detail",
    alt: "A close view of a bed with a navy upholstered headboard against white oak slats, crisp white pillows and a mustard throw, a brass globe pendant at the bedside and soft overcast light.",
    params: { Time: 1, Cam: 2, NightT: "Veneer(W_Oak[0], W_Oak[1])", HeadT: "Fabric(Hex(52, 62, 82))", ThrowC: "Hex(200, 160, 80)" },
    grade: { exposure: 1.1 },
  },
  {
    name: "bedroom-05", scene: "bedroom", category: "bedroom", seed: 45,
    title: "Plaster-toned bedroom with cognac leather bed",
    alt: "A symmetrical view of a bedroom with a warm plaster-toned wall, a cognac leather headboard, white lacquer nightstands with table lamps, abstract art above the bed and daylight from the left.",
    params: { Time: 0, Cam: 1, Panel: 0, BackT: "Paint(Hex(212, 190, 168))", HeadT: "Leather(Hex(150, 92, 54))", NightT: "Lacq(Hex(236, 232, 226))", Pendants: 0, ThrowC: "Hex(120, 120, 110)", ArtStyle: 2 },
  },
  // ------------------------------------------------------------ basements
  {
    name: "basement-theatre-01", scene: "basement", category: "basement", seed: 51,
    title: "Basement home theatre with tiered recliners",
    alt: "A dark basement home theatre with two tiers of brown leather recliners facing a wide screen showing a landscape, with fabric acoustic panels and warm sconces on the side walls and recessed lights above.",
    params: { Mode: 0, Cam: 0, Time: 1 },
    grade: { exposure: 1.25 },
  },
  {
    name: "basement-theatre-02", scene: "basement", category: "basement", seed: 52,
    title: "Home theatre with velvet seating",
    alt: "A side view of a basement cinema room with navy velvet recliners on a carpeted riser, a glowing screen, acoustic wall panels and brass sconces.",
    params: { Mode: 0, Cam: 1, Time: 1, SeatT: "Fabric(Hex(40, 50, 80))" },
    grade: { exposure: 1.25 },
  },
  {
    name: "basement-wellness-01", scene: "basement", category: "basement", seed: 53,
    title: "Basement wellness room with sauna and gym",
    alt: "A finished basement wellness room with a glass-fronted cedar sauna glowing warmly, an oak slat feature wall with a towel shelf and a potted plant, a dumbbell rack reflected in a mirror wall, and a workout bench and yoga mat on a dark rubber floor.",
    params: { Mode: 1, Cam: 0, Time: 1 },
    grade: { exposure: 1.3 },
  },
  {
    name: "basement-bar-01", scene: "basement", category: "basement", seed: 54,
    title: "Basement lounge with walnut wet bar",
    alt: "A basement lounge with a walnut wet bar, marble counter and backsplash, lit glass shelves of bottles and leather bar stools, beside a grey sectional facing a wall-mounted TV.",
    params: { Mode: 2, Cam: 2, Time: 1 },
  },
  {
    name: "basement-lounge-01", scene: "basement", category: "basement", seed: 55,
    title: "Family media lounge in a finished basement",
    alt: "A finished basement family room with a white oak floor, a cream bouclé sectional around a dark green coffee table, a wall-mounted TV over a low console, and a wet bar with dark green cabinets, a marble backsplash and lit bottle shelves along the back wall under recessed lights.",
    params: { Mode: 2, Cam: 0, Time: 1, SofaT: "Boucle(Hex(206, 198, 184))", AccentT: "Satin(Hex(50, 62, 58))", FloorW: "W_WhiteOak" },
  },
  {
    name: "basement-guest-suite-01", scene: "basement", category: "basement", seed: 56,
    title: "Basement guest suite with walnut wall",
    alt: "A basement guest suite with a bed against a walnut-panelled wall, table lamps on nightstands, a sage throw, a desk nook under the egress window and recessed ceiling lights.",
    params: { Mode: 3, Cam: 2, Time: 1 },
  },
  {
    name: "basement-office-01", scene: "homeoffice", category: "basement", seed: 57,
    title: "Basement home office with built-in shelving",
    alt: "A basement home office in the evening with a walnut desk, a glowing table lamp and a leather task chair in front of a wall of dark green built-in shelves filled with books, ceramics and framed prints, under recessed lights.",
    params: { Basement: 1, Cam: 0, Time: 3, CH: 2.5 },
  },
  // ------------------------------------------------------------ home offices
  {
    name: "home-office-01", scene: "homeoffice", category: "home-office", seed: 61,
    title: "Home office with green built-ins and walnut desk",
    alt: "A home office with a walnut desk, laptop, table lamp and black leather task chair in front of dark green built-in shelves with books, ceramics and framed prints, on an oak floor.",
    params: { Cam: 0, Time: 0 },
  },
  {
    name: "home-office-02", scene: "homeoffice", category: "home-office", seed: 62,
    title: "Walnut library office at golden hour",
    alt: "A study at golden hour with floor-to-ceiling walnut shelving, an oak desk with a lamp and laptop, a task chair and warm light through a window on the left.",
    params: { Cam: 1, Time: 2, ShelfT: "Veneer(W_Walnut[0], W_Walnut[1])", DeskT: "Veneer(W_WhiteOak[0], W_WhiteOak[1])", ChairT: "Fabric(Hex(70, 70, 72))", SunDir: "vnormalize(<-1, 0.35, 0.4>)" },
  },
  {
    name: "home-office-03", scene: "homeoffice", category: "home-office", seed: 63,
    title: "Navy study in the evening",
    alt: "An evening view of a study with navy built-in shelving, a walnut desk with a glowing lamp and laptop, a task chair and a rug on an oak floor.",
    params: { Cam: 2, Time: 3, ShelfT: "Satin(Hex(38, 50, 74))", ChairT: "Leather(Hex(140, 84, 48))" },
    grade: { exposure: 1.1 },
  },
  {
    name: "home-office-04", scene: "homeoffice", category: "home-office", seed: 64,
    title: "Bright white home office with oak desk",
    alt: "A bright home office with white built-in shelves full of books and framed prints, a white oak desk with a laptop and lamp, a grey fabric task chair and a soft rug in daylight.",
    params: { Cam: 0, Time: 1, ShelfT: "Satin(Hex(236, 234, 228))", DeskT: "Veneer(W_WhiteOak[0], W_WhiteOak[1])", ChairT: "Fabric(Hex(120, 120, 118))", FloorW: "W_Ash", RugC1: "Hex(210, 200, 186)", RugC2: "Hex(160, 146, 126)" },
    grade: { exposure: 1.05 },
  },
  // ------------------------------------------------------------ exteriors
  {
    name: "exterior-01", scene: "exterior", category: "exterior", seed: 71,
    title: "Modern brick and cedar home",
    alt: "A modern two-storey home in daylight with a charcoal brick ground floor, a cantilevered upper storey clad in warm cedar, black-framed windows, a wood garage door, a paver driveway and clipped shrubs.",
    params: { Style: 0, Time: 0, Cam: 0 },
  },
  {
    name: "exterior-02", scene: "exterior", category: "exterior", seed: 72,
    title: "Modern home at dusk",
    alt: "A modern flat-roofed home at dusk with a white stucco ground floor, dark upper cladding and warmly lit floor-to-ceiling windows, soffit downlights and a paver driveway.",
    params: { Style: 0, Time: 3, Cam: 2, LowerT: "Paint(Hex(232, 228, 220))", UpperT: "Satin(Hex(44, 44, 46))" },
    grade: { exposure: 1.15 },
  },
  {
    name: "exterior-03", scene: "exterior", category: "exterior", seed: 73,
    title: "White modern farmhouse",
    alt: "A white board-and-batten modern farmhouse with a steep black roof, black-framed windows, a covered front porch with wood posts, and a detached garage, under a blue sky with clouds.",
    params: { Style: 1, Time: 0, Cam: 1, UpperT: "Paint(Hex(236, 234, 228))" },
  },
  {
    name: "exterior-04", scene: "exterior", category: "exterior", seed: 74,
    title: "Black farmhouse at golden hour",
    alt: "A black board-and-batten farmhouse-style home at golden hour with a dark roof, glowing windows, a natural wood front door and porch, lawn and shrubs.",
    params: { Style: 1, Time: 2, Cam: 0, UpperT: "Satin(Hex(34, 34, 36))", RoofT: "texture { pigment { rgb 0.02 } finish { F_Satin } }", DoorT: "Veneer(W_Oak[0], W_Oak[1])", SunDir: "vnormalize(<-0.8, 0.3, -0.6>)" },
  },
  {
    name: "exterior-05", scene: "exterior", category: "exterior", seed: 75,
    title: "Limestone and grey modern home, overcast",
    alt: "A modern home on an overcast day with a pale limestone-block ground floor, light grey upper storey, large black-framed glazing, a walnut front door and a paver driveway.",
    params: { Style: 0, Time: 1, Cam: 1, LowerT: "BrickTex(0.6, 0.3, 0.006, Hex(212, 204, 188), 0.05, Hex(170, 164, 154), F_Matte)", UpperT: "Satin(Hex(170, 170, 168))" },
  },
  // ------------------------------------------------------------ construction
  {
    name: "construction-framing-01", scene: "construction", category: "construction", seed: 81,
    title: "Timber framing of a new two-storey home",
    alt: "A new home under construction: 2x6 timber stud walls on a concrete foundation, second-floor joists and a partly framed upper storey, OSB sheathing at the back and lumber on the ground under a clear sky.",
    params: { Stage: 1, Cam: 0, Time: 0 },
  },
  {
    name: "construction-framing-02", scene: "construction", category: "construction", seed: 82,
    title: "Inside the timber frame at golden hour",
    alt: "A view from inside a timber-framed house under construction, looking through stud walls and window openings, with floor joists overhead and low golden sunlight casting stripes across the OSB subfloor.",
    params: { Stage: 1, Cam: 1, Time: 2, SunDir: "vnormalize(<-0.6, 0.35, -0.8>)" },
  },
  {
    name: "construction-foundation-01", scene: "construction", category: "construction", seed: 83,
    title: "Poured concrete foundation walls",
    alt: "A building site with freshly poured concrete foundation walls standing in an excavation, a rebar mesh laid over gravel inside ready for the slab, and trees and a neighbouring brick house beyond.",
    params: { Stage: 0, Cam: 0, Time: 0 },
  },
  {
    name: "construction-foundation-02", scene: "construction", category: "construction", seed: 84,
    title: "Foundation walls, overcast",
    alt: "Poured concrete foundation walls in an excavated lot on an overcast day, with a coiled pump hose on the grade and trees behind.",
    params: { Stage: 0, Cam: 1, Time: 1 },
  },
  {
    name: "construction-drywall-01", scene: "construction", category: "construction", seed: 85,
    title: "Drywall stage with taped seams",
    alt: "An interior room at the drywall stage with taped and mudded seams, screw spots filled with compound, windows wrapped in plastic, stacks of drywall sheets on an OSB subfloor, a bucket of compound and a step ladder.",
    params: { Stage: 2, Cam: 0, Time: 0 },
    grade: { exposure: 0.65 },
  },
  {
    name: "construction-drywall-02", scene: "construction", category: "construction", seed: 86,
    title: "Drywall and work light",
    alt: "A room mid-renovation with hung and taped drywall, a work light on a stand, leaning drywall sheets, electrical boxes and late-afternoon light through film-covered windows.",
    params: { Stage: 2, Cam: 1, Time: 2 },
  },
  {
    name: "construction-scaffolding-01", scene: "construction", category: "construction", seed: 87,
    title: "Scaffolding on a brick home renovation",
    alt: "A two-storey brick house wrapped in steel scaffolding with timber planks and green safety netting, next to a new addition in house wrap, with a skip bin on the gravel drive.",
    params: { Stage: 3, Cam: 0, Time: 0 },
  },
  {
    name: "construction-scaffolding-02", scene: "construction", category: "construction", seed: 88,
    title: "Scaffolding and addition at golden hour",
    alt: "Scaffolding along the front of a brick house with a house-wrapped addition at the side, lit by low golden sunlight.",
    params: { Stage: 3, Cam: 1, Time: 2 },
  },
  {
    name: "construction-steel-01", scene: "construction", category: "construction", seed: 89,
    title: "Commercial steel frame with tower crane",
    alt: "A four-storey commercial building under construction: a primed steel column-and-beam frame with concrete floor slabs on the lower levels, a concrete core and a yellow tower crane lifting steel, behind a white site hoarding.",
    params: { Stage: 4, Cam: 0, Time: 0 },
  },
  {
    name: "construction-steel-02", scene: "construction", category: "construction", seed: 90,
    title: "Steel frame and crane at golden hour",
    alt: "A steel-framed commercial building rising behind site hoarding at golden hour, with a tower crane, stacked steel beams and a site trailer.",
    params: { Stage: 4, Cam: 1, Time: 2 },
  },
  // ------------------------------------------------------------ garden suites
  {
    name: "garden-suite-01", scene: "gardensuite", category: "garden-suite", seed: 91,
    title: "Cedar garden suite with shed roof",
    alt: "A compact cedar-clad garden suite with a sloping shed roof, large black-framed windows and a wood deck with outdoor seating, set in a fenced backyard with a lawn and stepping-stone path.",
    params: { Style: 0, Time: 0, Cam: 0 },
  },
  {
    name: "garden-suite-02", scene: "gardensuite", category: "garden-suite", seed: 92,
    title: "Garden suite at dusk with string lights",
    alt: "A cedar garden suite at dusk with warmly lit windows, string lights over the yard and an outdoor sofa on the deck.",
    params: { Style: 0, Time: 3, Cam: 2 },
    grade: { exposure: 1.15 },
  },
  {
    name: "garden-suite-03", scene: "gardensuite", category: "garden-suite", seed: 93,
    title: "White board-and-batten garden suite",
    alt: "A white board-and-batten garden suite with a steep gable roof, a large upper window and a black door, with a deck, outdoor chairs and planting in a fenced backyard.",
    params: { Style: 1, Time: 0, Cam: 1, CladT: "Paint(Hex(236, 234, 228))", AltT: "Satin(Hex(40, 40, 42))" },
  },
  {
    name: "garden-suite-04", scene: "gardensuite", category: "garden-suite", seed: 94,
    title: "Two-storey laneway house at golden hour",
    alt: "A two-storey laneway house at golden hour with a dark ground floor, wood garage and entry doors, and a cedar-slatted upper storey with a wide window behind a glass balcony rail.",
    params: { Style: 2, Time: 2, Cam: 2 },
  },
  {
    name: "garden-suite-05", scene: "gardensuite", category: "garden-suite", seed: 95,
    title: "Charcoal gable garden suite in the evening",
    alt: "A charcoal board-and-batten garden suite with a gable roof and glowing windows in the evening, with string lights and a deck.",
    params: { Style: 1, Time: 3, Cam: 0, CladT: "Satin(Hex(46, 48, 50))", AltT: "Satin(Hex(24, 24, 26))" },
    grade: { exposure: 1.15 },
  },
  // ------------------------------------------------------------ commercial offices
  {
    name: "office-01", scene: "office", category: "office", seed: 101,
    title: "Open-plan office with oak benching",
    alt: "An open-plan office with rows of white oak benching desks, green fabric privacy screens, monitors and black task chairs under linear pendant lights, floor-to-ceiling windows on the left and a slatted feature wall.",
    params: { Mode: 0, Cam: 0, Time: 0 },
  },
  {
    name: "office-02", scene: "office", category: "office", seed: 102,
    title: "Open-plan workspace in soft daylight",
    alt: "A view across an open-plan workspace with oak desks, terracotta screens, task chairs and plants, lit by soft daylight from a glazed wall.",
    params: { Mode: 0, Cam: 2, Time: 1, AccentC: "Hex(170, 96, 66)", CarpetC: "Hex(120, 116, 110)" },
  },
  {
    name: "office-03", scene: "office", category: "office", seed: 103,
    title: "Glass-walled meeting room",
    alt: "A glass-walled meeting room seen from inside: a long oak table with upholstered green chairs, a wall-mounted display on a wood-panelled wall, a linear pendant light and floor-to-ceiling windows on the left.",
    params: { Mode: 1, Cam: 3, Time: 0 },
  },
  {
    name: "office-04", scene: "office", category: "office", seed: 104,
    title: "Office reception with marble desk",
    alt: "An office reception with a Calacatta marble desk topped in oak, a slatted wood feature wall with a brass ring sign, brass globe pendants, a lounge area with a bouclé sofa and leather chairs, and a travertine floor.",
    params: { Mode: 2, Cam: 1, Time: 0 },
  },
  {
    name: "office-05", scene: "office", category: "office", seed: 105,
    title: "Reception lounge at golden hour",
    alt: "An office reception lounge at golden hour with a bouclé sofa, cognac leather chairs around a black marble table, tall plants and warm light across the travertine floor.",
    params: { Mode: 2, Cam: 2, Time: 2, WoodT: "Veneer(W_Walnut[0], W_Walnut[1])" },
  },
  // ------------------------------------------------------------ retail
  {
    name: "retail-01", scene: "retail", category: "retail", seed: 111,
    title: "Boutique with arched oak niches",
    alt: "A fashion boutique with arched white oak wall niches holding garments on brass rails and leather bags, travertine display tables with folded goods, drum pendants and a terrazzo floor.",
    params: { Mode: 0, Cam: 0, Time: 0 },
  },
  {
    name: "retail-02", scene: "retail", category: "retail", seed: 112,
    title: "Boutique interior in walnut and clay",
    alt: "A boutique interior with walnut arched niches, a clay-coloured wall, warm spotlights on hanging clothes and a lounge chair on a rug.",
    params: { Mode: 0, Cam: 1, Time: 1, AccentT: "Veneer(W_Walnut[0] * 1.2, W_Walnut[1])", WallC: "Hex(214, 196, 176)" },
  },
  {
    name: "retail-03", scene: "retail", category: "retail", seed: 113,
    title: "Furniture and lighting showroom",
    alt: "A furniture showroom with room vignettes on oak platforms — a bouclé sofa, a walnut dining set and lounge chairs — under pendant lights, with a wall of pendants against a dark back wall.",
    params: { Mode: 1, Cam: 0, Time: 0 },
  },
  {
    name: "retail-04", scene: "retail", category: "retail", seed: 114,
    title: "Showroom vignettes with pendants",
    alt: "A side view of a design showroom with furniture vignettes on raised oak platforms, brass and black pendant lights and track spots.",
    params: { Mode: 1, Cam: 2, Time: 1, FloorT: "Concrete(Hex(160, 158, 152))" },
  },
  {
    name: "retail-05", scene: "retail", category: "retail", seed: 115,
    title: "Tile and kitchen showroom",
    alt: "A tile and kitchen showroom with tile sample boards on oak panels along both walls, a table of stone slab samples and a sage green display kitchen with a marble island and brass pendants.",
    params: { Mode: 2, Cam: 1, Time: 0 },
  },
  // ------------------------------------------------------------ restaurants & bars
  {
    name: "restaurant-01", scene: "restaurant", category: "restaurant", seed: 121,
    title: "Evening dining room with green banquette",
    alt: "A restaurant dining room in the evening with a long green velvet banquette, marble bistro tables with candles, leather dining chairs, brass globe pendants, walnut wainscoting and a slatted ceiling.",
    params: { Mode: 0, Cam: 0, Time: 3 },
    grade: { exposure: 1.2 },
  },
  {
    name: "restaurant-02", scene: "restaurant", category: "restaurant", seed: 122,
    title: "Terrazzo-floored restaurant at golden hour",
    alt: "A restaurant at golden hour with a terrazzo floor, marble-topped tables, leather chairs, a green banquette and dome pendants, with tall windows along one side.",
    params: { Mode: 0, Cam: 2, Time: 2, FloorMode: 2, WallC: "Hex(220, 200, 180)" },
  },
  {
    name: "restaurant-03", scene: "restaurant", category: "restaurant", seed: 123,
    title: "Cocktail bar with fluted walnut counter",
    alt: "A cocktail bar at night with a fluted walnut bar front, marble bar top, brass foot rail and a row of leather stools, in front of a lit back bar of bottles on glass shelves.",
    params: { Mode: 1, Cam: 0, Time: 3 },
    grade: { exposure: 1.6 },
  },
  {
    name: "restaurant-04", scene: "restaurant", category: "restaurant", seed: 124,
    title: "Moody bar with black marble counter",
    alt: "A moody bar at night seen along its length: a fluted walnut bar with a black marble top and glowing foot-rail strip, leather stools, globe pendants and warmly lit shelves of bottles.",
    params: { Mode: 1, Cam: 2, Time: 3, BanqC: "Hex(96, 34, 30)", WallC: "Hex(70, 56, 48)", TopT: "texture { T_Nero }" },
    grade: { exposure: 1.7 },
  },
  {
    name: "restaurant-05", scene: "restaurant", category: "restaurant", seed: 125,
    title: "Bright café dining room",
    alt: "A bright daytime café with cream walls, a pale stone tile floor, marble-topped tables, oak chairs with leather seats, a sage green banquette and brass dome pendants.",
    params: { Mode: 0, Cam: 1, Time: 0, FloorMode: 1, WallC: "Hex(232, 226, 214)", BanqC: "Hex(140, 160, 140)", WoodT: "Veneer(W_Oak[0], W_Oak[1])" },
  },
  // ------------------------------------------------------------ hotels
  {
    name: "hotel-lobby-01", scene: "hotellobby", category: "hotel-lobby", seed: 131,
    title: "Double-height hotel lobby with globe chandelier",
    alt: "A double-height hotel lobby with a Carrara marble floor, stone columns, a travertine reception desk against a wall of walnut fins, a cluster chandelier of glowing globes, a green sofa lounge group, tall planters and tall windows to the garden.",
    params: { Cam: 0, Time: 0 },
  },
  {
    name: "hotel-lobby-02", scene: "hotellobby", category: "hotel-lobby", seed: 132,
    title: "Hotel lobby in the evening",
    alt: "A hotel lobby in the evening with a glowing globe chandelier over lounge seating, stone columns, a marble floor and the reception desk against a stone wall with walnut fins.",
    params: { Cam: 1, Time: 3 },
    grade: { exposure: 1.1 },
  },
  {
    name: "hotel-lobby-03", scene: "hotellobby", category: "hotel-lobby", seed: 133,
    title: "Warm hotel lounge at golden hour",
    alt: "A hotel lobby lounge at golden hour with rust and cream seating on rugs, black marble tables, tall planters and sunlight across a travertine floor.",
    params: { Cam: 2, Time: 2, FloorT: "texture { T_Travertine }", SofaC: "Hex(150, 80, 52)", ChairC: "Hex(200, 176, 140)" },
  },
  {
    name: "hotel-room-01", scene: "hotelroom", category: "hotel-room", seed: 141,
    title: "Hotel suite with city view at dusk",
    alt: "A hotel guest room at dusk with a king bed against an upholstered panel wall, brass wall lights, a lounge chair and a floor-to-ceiling window looking over lit city towers.",
    params: { Cam: 0, Time: 3 },
    grade: { exposure: 1.1 },
  },
  {
    name: "hotel-room-02", scene: "hotelroom", category: "hotel-room", seed: 142,
    title: "Hotel room in daylight",
    alt: "A bright hotel room with a king bed, walnut nightstands and brass wall lights, a desk and chair by the window, sheer curtains and a city view.",
    params: { Cam: 1, Time: 0 },
  },
  {
    name: "hotel-room-03", scene: "hotelroom", category: "hotel-room", seed: 143,
    title: "Hotel bed detail at golden hour",
    alt: "A view across a hotel bed with white linens and a deep teal throw toward a tall upholstered headboard wall set in walnut panelling, with brass wall lights, in warm golden-hour light.",
    params: { Cam: 2, Time: 2 },
  },
  {
    name: "hotel-room-04", scene: "hotelroom", category: "hotel-room", seed: 144,
    title: "Soft-toned hotel room, overcast",
    alt: "A calm hotel room on an overcast day with a sage upholstered headboard wall, oak furniture, a rust throw on the bed and a wide window with drapes.",
    params: { Cam: 0, Time: 1, HeadC: "Hex(150, 164, 146)", WoodT: "Veneer(W_WhiteOak[0], W_WhiteOak[1])", ThrowC: "Hex(170, 100, 66)", CarpetC: "Hex(150, 140, 128)" },
    grade: { exposure: 0.8 },
  },
];
