package dev.strata.engine.structure.oceanmonument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The blocks of the monument placed into a synthetic overworld region of nine chunks around chunk (0, 0) (stone up
 * to y 30, air above, stone again at y 63 to 65 to see the sea-level rule), with the building moved so that its core
 * room fills chunk (0, 0), against the game's {@code OceanMonumentPieces}: the core room's eight gold blocks inside
 * dark prismarine with sea lanterns at its corners, its prismarine brick and prismarine wall courses, water left inside
 * the room, and the building's water box (game: {@code generateWaterBox} up to {@code max(seaLevel, 64)}): water below
 * the sea level, air at and above it, nothing above y 64.
 */
class MonumentPostProcessTest {
    private static final int MIN_Y = -64, HEIGHT = 384, SEA = 63, GROUND = 30;
    private static BlockStates states;
    private static BiomeRegistry biomes;

    private static synchronized BlockStates states() {
        if (states == null) {
            states = new BlockStates(SharedData.vanilla());
            biomes = BiomeRegistry.load(SharedData.vanilla());
        }
        return states;
    }

    @Test
    void theCoreRoomHoldsEightGoldBlocksAndTheWaterStopsAtTheSeaLevel() {
        BlockStates s = states();
        int deep = biomes.id(ResourceId.parse("minecraft:deep_ocean"));
        DecorationRegion level = new DecorationRegion(s, 13579L, SEA, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> deep);
        int stone = s.defaultState("minecraft:stone");
        ProtoChunk[] chunks = new ProtoChunk[9];
        for (int i = 0; i < 9; i++) {
            ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
            c.reset(i % 3 - 1, i / 3 - 1);
            c.setStatus(ProtoChunk.STATUS_CARVERS);
            Arrays.fill(c.blocks(), 0, (GROUND + 1 - MIN_Y) << 8, stone);
            Arrays.fill(c.blocks(), (SEA - MIN_Y) << 8, (SEA + 3 - MIN_Y) << 8, stone);
            chunks[i] = c;
        }
        level.set(0, 0, chunks);
        long seed = 7L;
        BoundingBox at0 = new MonumentBuilding(new LegacyRandom(seed), 0, 0, Direction.SOUTH).childPieces().get(1).getBoundingBox();
        MonumentBuilding b = new MonumentBuilding(new LegacyRandom(seed), -at0.minX(), -at0.minZ(), Direction.SOUTH);
        BoundingBox core = b.childPieces().get(1).getBoundingBox();
        assertEquals(new BoundingBox(0, 39, 0, 15, 46, 15), core);
        b.postProcess(level, new LegacyRandom(1L), StructureStart.writableArea(0, 0, MIN_Y, HEIGHT), 0, 0, 0L);
        // SOUTH: own (x, y, z) is world (x, 39 + y, z) in the core
        int gold = 0;
        for (int x = 0; x < 16; x++) for (int y = MIN_Y; y < MIN_Y + HEIGHT; y++) for (int z = 0; z < 16; z++) {
            if (name(level, x, y, z).equals("minecraft:gold_block")) {
                gold++;
                assertTrue(x >= 7 && x <= 8 && z >= 7 && z <= 8 && y >= 43 && y <= 44, "gold at " + x + " " + y + " " + z);
            }
        }
        assertEquals(8, gold);
        assertEquals("minecraft:sea_lantern", name(level, 6, 42, 6));
        assertEquals("minecraft:sea_lantern", name(level, 9, 45, 9));
        assertEquals("minecraft:dark_prismarine", name(level, 7, 42, 6));
        assertEquals("minecraft:dark_prismarine", name(level, 6, 43, 6));
        assertEquals("minecraft:prismarine_bricks", name(level, 0, 40, 0));
        assertEquals("minecraft:prismarine", name(level, 0, 41, 0), "the wall course at own y 2 is prismarine");
        assertEquals("minecraft:prismarine_bricks", name(level, 0, 46, 0));
        assertEquals("minecraft:water", name(level, 3, 43, 3), "the room is full of water");
        assertEquals("minecraft:water", name(level, 3, 62, 3));
        assertEquals("minecraft:air", name(level, 3, 63, 3), "at the sea level the water box leaves air");
        assertEquals("minecraft:air", name(level, 3, 64, 3));
        assertEquals("minecraft:stone", name(level, 3, 65, 3), "above max(sea level, 64) nothing is placed");
        assertEquals("minecraft:stone", name(level, 3, GROUND, 3));
    }

    /**
     * The penthouse's elder guardian (game: {@code spawnElder(level, box, 6, 1, 6)} in {@code OceanMonumentPenthouse}):
     * with the building moved so that the penthouse's own block (6, 1, 6) is world (8, y, 8), decorating chunk (0, 0)
     * adds one persistent elder guardian at (8.5, y, 8.5), yaw and pitch 0, without a UUID; the elders of the wing rooms
     * stand outside the chunk.
     */
    @Test
    void thePenthouseElderGuardian() {
        BlockStates s = states();
        int deep = biomes.id(ResourceId.parse("minecraft:deep_ocean"));
        DecorationRegion level = new DecorationRegion(s, 13579L, SEA, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> deep);
        ProtoChunk[] chunks = new ProtoChunk[9];
        for (int i = 0; i < 9; i++) {
            ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
            c.reset(i % 3 - 1, i / 3 - 1);
            c.setStatus(ProtoChunk.STATUS_CARVERS);
            chunks[i] = c;
        }
        level.set(0, 0, chunks);
        OceanMonumentPiece at0 = new MonumentBuilding(new LegacyRandom(7L), 0, 0, Direction.SOUTH).childPieces().stream()
                .filter(p -> p instanceof Penthouse).findFirst().orElseThrow();
        // facing south, a piece's own (x, y, z) is its box's minimum corner plus (x, y, z)
        BoundingBox box = at0.getBoundingBox();
        int dx = 8 - (box.minX() + 6), dz = 8 - (box.minZ() + 6), y = box.minY() + 1;
        MonumentBuilding b = new MonumentBuilding(new LegacyRandom(7L), dx, dz, Direction.SOUTH);
        b.postProcess(level, new LegacyRandom(1L), StructureStart.writableArea(0, 0, MIN_Y, HEIGHT), 0, 0, 0L);
        java.util.List<net.kyori.adventure.nbt.CompoundBinaryTag> elders = chunks[4].entities().stream()
                .filter(e -> e.getString("id").equals("minecraft:elder_guardian")).toList();
        assertEquals(1, elders.size(), chunks[4].entities().toString());
        net.kyori.adventure.nbt.CompoundBinaryTag e = elders.get(0);
        assertEquals(java.util.List.of(8.5, (double) y, 8.5), java.util.List.of(e.getList("Pos").getDouble(0), e.getList("Pos").getDouble(1),
                e.getList("Pos").getDouble(2)));
        assertEquals(0f, e.getList("Rotation").getFloat(0));
        assertTrue(e.getBoolean("PersistenceRequired"));
        assertEquals(null, e.get("UUID"));
    }

    private static String name(DecorationRegion level, int x, int y, int z) {
        String n = states.registry().toString(level.getBlockState(x, y, z));
        int i = n.indexOf('[');
        return i < 0 ? n : n.substring(0, i);
    }
}
