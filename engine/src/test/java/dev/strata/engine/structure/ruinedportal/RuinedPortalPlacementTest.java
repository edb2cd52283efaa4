package dev.strata.engine.structure.ruinedportal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A ruined portal ({@code portal_1}, 6 x 10 x 6, unturned, its box (0, 64, 0)..(5, 73, 5)) placed by the features
 * step into a synthetic region (nine chunks around (0, 0)), against the game's {@code RuinedPortalPiece}: the
 * netherrack spread acts at one block per column within 14 (Manhattan) of the box's centre, at the portal's bottom
 * (when the surface is higher: {@code in_nether}) or at the surface ({@code on_land_surface}), within 3 of the
 * bottom; it replaces every block but air ({@code Blocks.AIR} alone: cave air is replaced), obsidian, the
 * {@code #features_cannot_replace} blocks and, outside the nether, lava; each replaced block gets a drip column under
 * it. The ground pattern outside the portal's footprint holds each kind many times, so the draws (the spread's
 * chances of 1 down to 0.2) cannot leave a kind untested.
 */
class RuinedPortalPlacementTest {
    private static final int MIN_Y = 0, HEIGHT = 256, BOTTOM = 64;
    /** The ground kinds at the tested layer, by {@code floorMod(x + 2 * z, KINDS.length)}. */
    private static final String[] KINDS = {"air", "cave_air", "obsidian", "lava", "bedrock", "soul_sand"};
    /** What lies under the tested layer: a drip column shows as netherrack or magma in it. */
    private static final String UNDER = "blackstone";

    private static BlockStates s;
    private static StructureTemplate template;

    @BeforeAll
    static void load() {
        s = new BlockStates(SharedData.vanilla());
        template = StructureTemplateManager.get(s, ResourceId.parse("minecraft:ruined_portal/portal_1"));
    }

    /**
     * In the nether the world surface is the roof, so the spread acts at the portal's bottom layer: cave air, lava and
     * soul sand there become netherrack or magma over a drip column; air, obsidian and bedrock stay, and nothing
     * changes under them.
     */
    @Test
    void inTheNetherTheSpreadReplacesCaveAirAndLavaButNotAirObsidianOrBedrock() {
        Map<String, int[]> counts = spread(VerticalPlacement.IN_NETHER, BOTTOM, true);
        assertReplacedSometimes(counts, "cave_air");
        assertReplacedSometimes(counts, "lava");
        assertReplacedSometimes(counts, "soul_sand");
        assertEquals(0, counts.get("air")[1], "air is never replaced");
        assertEquals(0, counts.get("obsidian")[1], "obsidian is never replaced");
        assertEquals(0, counts.get("bedrock")[1], "#features_cannot_replace is never replaced");
    }

    /** Outside the nether lava is left alone; the spread follows the ground (its top block) within 3 of the bottom. */
    @Test
    void onLandTheSpreadFollowsTheGroundAndLeavesLava() {
        Map<String, int[]> counts = spread(VerticalPlacement.ON_LAND_SURFACE, BOTTOM - 3, false);
        assertEquals(0, counts.get("lava")[1], "lava outside the nether");
        assertReplacedSometimes(counts, "soul_sand");
        assertEquals(0, counts.get("obsidian")[1] + counts.get("bedrock")[1], "obsidian and bedrock");
    }

    /** A ground 4 below the portal's bottom is out of reach: nothing outside the portal changes. */
    @Test
    void groundFourBelowTheBottomIsOutOfReach() {
        Map<String, int[]> counts = spread(VerticalPlacement.ON_LAND_SURFACE, BOTTOM - 4, false);
        int replaced = 0;
        for (int[] c : counts.values()) replaced += c[1];
        assertEquals(0, replaced, "replaced columns 4 below the bottom");
    }

    private static void assertReplacedSometimes(Map<String, int[]> counts, String kind) {
        int[] c = counts.get(kind);
        assertTrue(c[1] >= 5 && c[1] <= c[0], kind + ": " + c[1] + " of " + c[0] + " columns in reach replaced");
    }

    /**
     * Places the portal on a ground whose top layer is {@code groundY} (the {@link #KINDS} pattern over
     * {@link #UNDER}), with a netherrack roof at y 120 when {@code roof}, and counts per kind the columns in reach of
     * the spread (outside the footprint grown by 1, under 14 from the centre) and those replaced, by the block the spread
     * met (the kind, or {@link #UNDER} where the heightmap passes over air), checking every column on the way.
     *
     * @return per block met: {columns under 14 from the centre, columns replaced}
     */
    private static Map<String, int[]> spread(VerticalPlacement placement, int groundY, boolean roof) {
        ProtoChunk[] chunks = new ProtoChunk[9];
        int under = s.defaultState("minecraft:" + UNDER), roofState = s.defaultState("minecraft:netherrack");
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                c.reset(dx, dz);
                c.setStatus(ProtoChunk.STATUS_CARVERS);
                Arrays.fill(c.blocks(), 0, (groundY - MIN_Y) << 8, under);
                for (int x = 0; x < 16; x++) {
                    for (int z = 0; z < 16; z++) {
                        c.setBlock(x, groundY, z, s.defaultState("minecraft:" + kind((dx << 4) + x, (dz << 4) + z)));
                        if (roof) c.setBlock(x, 120, z, roofState);
                        int top = roof ? 120 : s.isAir(c.getBlock(x, groundY, z)) ? groundY - 1 : groundY;
                        c.worldSurfaceWg()[(z << 4) | x] = top + 1;
                        c.oceanFloorWg()[(z << 4) | x] = top + 1;
                    }
                }
                chunks[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        int biome = BiomeRegistry.load(SharedData.vanilla()).id(ResourceId.parse(roof ? "minecraft:nether_wastes" : "minecraft:plains"));
        DecorationRegion level = new DecorationRegion(s, 13579L, roof ? 32 : 63, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> biome);
        level.set(0, 0, chunks);
        RuinedPortalPiece.Properties properties = new RuinedPortalPiece.Properties(false, 0f, false, false, false, roof);
        RuinedPortalPiece piece = new RuinedPortalPiece("minecraft:ruined_portal/portal_1", template, 0, BOTTOM, 0, placement, properties,
                Rotation.NONE, Mirror.NONE);
        BoundingBox box = piece.getBoundingBox();
        assertEquals("[0, 64, 0, 5, 73, 5]", Arrays.toString(box.toArray()));
        new StructureStart("minecraft:ruined_portal", 0, 0, 0, java.util.List.of(piece), 0)
                .placeInChunk(level, new LegacyRandom(42L), StructureStart.writableArea(0, 0, MIN_Y, HEIGHT), 0, 0);
        // the template's jigsaw block (bottom layer, template (2, 0, 2)) becomes its final state, netherrack
        assertEquals("minecraft:netherrack", s.registry().blockName(level.getBlockState(2, BOTTOM, 2)));

        int netherrack = s.blockIndex("minecraft:netherrack"), magma = s.blockIndex("minecraft:magma_block");
        int centerX = box.centerX(), centerZ = box.centerZ();
        int surface = roof ? BOTTOM : groundY; // game: in_nether takes min(bottom, surface), on_land_surface the surface
        Map<String, int[]> counts = new HashMap<>();
        for (String k : KINDS) counts.put(k, new int[2]);
        counts.put(UNDER, new int[2]);
        for (int x = -16; x < 32; x++) {
            for (int z = -16; z < 32; z++) {
                if (x >= box.minX() - 1 && x <= box.maxX() + 1 && z >= box.minZ() - 1 && z <= box.maxZ() + 1) continue;
                String kind = kind(x, z);
                int distance = Math.abs(x - centerX) + Math.abs(z - centerZ);
                // the top of the column as the heightmap sees it (air and cave air are not counted)
                int top = s.isAir(s.defaultState("minecraft:" + kind)) ? groundY - 1 : groundY;
                int at = roof ? surface : top;
                String was = at == groundY ? kind : UNDER;
                int now = level.getBlockState(x, at, z), below = level.getBlockState(x, at - 1, z);
                boolean replaced = s.block(now) == netherrack || s.block(now) == magma;
                if (replaced) {
                    assertTrue(distance < 14, "replaced at distance " + distance + ": " + x + " " + at + " " + z);
                    assertTrue(s.block(below) == netherrack || s.block(below) == magma, "a drip column under " + x + " " + at + " " + z);
                } else {
                    assertEquals("minecraft:" + was, s.registry().blockName(now), "unchanged at " + x + " " + at + " " + z);
                    assertEquals("minecraft:" + UNDER, s.registry().blockName(below), "no drip column under " + x + " " + at + " " + z);
                }
                if (distance < 14) {
                    int[] c = counts.get(was);
                    c[0]++;
                    if (replaced) c[1]++;
                }
            }
        }
        return counts;
    }

    private static String kind(int x, int z) {
        return KINDS[Math.floorMod(x + 2 * z, KINDS.length)];
    }
}
