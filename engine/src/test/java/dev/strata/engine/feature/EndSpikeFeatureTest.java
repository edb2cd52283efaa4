package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;

/** {@code minecraft:end_spike}: the spikes of a seed, their blocks, the cage and the crystal entity. */
class EndSpikeFeatureTest {
    static final long SEED = 13579L;
    /** The ring of spike centres (the game's rule; the well-known positions of every End). */
    static final int[][] RING = {{42, 0}, {33, 24}, {12, 39}, {-13, 39}, {-34, 24}, {-42, -1}, {-34, -25}, {-13, -40}, {12, -40}, {33, -25}};

    @Test
    void spikesOfSeed13579FollowTheGameRuleDerivedWithJavaUtilRandom() {
        // independent derivation: java.util.Random is the same LCG as the game's legacy random, and
        // Collections.shuffle draws and swaps as Util.toShuffledList does
        long key = new Random(SEED).nextLong() & 0xFFFFL;
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < 10; i++) sizes.add(i);
        Collections.shuffle(sizes, new Random(key));
        assertEquals(List.of(3, 4, 9, 8, 7, 1, 0, 5, 6, 2), sizes, "sizes of seed 13579");

        List<EndSpikeFeature.Spike> spikes = EndSpikeFeature.spikesForSeed(SEED);
        assertEquals(10, spikes.size());
        for (int i = 0; i < 10; i++) {
            int size = sizes.get(i);
            assertEquals(new EndSpikeFeature.Spike(RING[i][0], RING[i][1], 2 + size / 3, 76 + 3 * size, size == 1 || size == 2),
                    spikes.get(i), "spike " + i);
        }
        // the cache answers by the 16-bit key: another seed with another key gets other sizes
        assertNotEquals(spikes, EndSpikeFeature.spikesForSeed(SEED + 1));
        assertEquals(spikes, EndSpikeFeature.spikesForSeed(SEED));
    }

    @Test
    void placesTheSpikeOfTheChunkWithObsidianAirBedrockFireAndCrystal() {
        // spike 0 of seed 13579: centre (42, 0), size 3: radius 3, height 85, not guarded; chunk (2, 0)
        EndTestRegion r = new EndTestRegion(SEED, 2, 0, 60);
        ConfiguredFeature f = EndTestRegion.parse("{\"type\":\"minecraft:end_spike\",\"config\":{\"spikes\":[]}}");
        LegacyRandom random = new LegacyRandom(42L);
        assertTrue(f.place(r.level, random, 32, 0, 0));

        // 37 columns with dx² + dz² <= 3² + 1, obsidian from y 0 to 84
        assertEquals(37 * 85, r.count("minecraft:obsidian"));
        assertEquals("minecraft:obsidian", r.name(45, 84, 1)); // 9 + 1 <= 10
        assertEquals("minecraft:end_stone", r.name(45, 59, 2)); // 9 + 4 > 10: below 66 untouched
        assertEquals("minecraft:air", r.name(45, 70, 2));
        assertEquals("minecraft:obsidian", r.name(44, 0, 2)); // 4 + 4 <= 10, down to the bottom of the world
        assertEquals("minecraft:bedrock", r.name(42, 85, 0));
        assertEquals("minecraft:fire", r.name(42, 86, 0));
        assertEquals(r.state("minecraft:fire"), r.block(42, 86, 0), "the default fire on a sturdy block");
        assertEquals(0, r.count("minecraft:iron_bars"));

        ProtoChunk centre = r.chunks[4];
        assertEquals(1, centre.entities().size());
        CompoundBinaryTag e = centre.entities().get(0);
        assertEquals("minecraft:end_crystal", e.getString("id"));
        ListBinaryTag pos = e.getList("Pos", BinaryTagTypes.DOUBLE);
        assertEquals(42.5, pos.getDouble(0));
        assertEquals(86.0, pos.getDouble(1));
        assertEquals(0.5, pos.getDouble(2));
        float yaw = new Random(42L).nextFloat() * 360.0F; // the one draw of the feature
        assertEquals(yaw, e.getList("Rotation", BinaryTagTypes.FLOAT).getFloat(0));
        assertEquals(0.0F, e.getList("Rotation", BinaryTagTypes.FLOAT).getFloat(1));
        assertEquals(random.nextInt(), nextIntAfterOneFloat(42L), "exactly one draw");
        assertEquals(1, e.getByte("ShowBottom"), "the feature leaves ShowBottom at its default, true");
        assertEquals(0, e.getByte("Invulnerable"));
        assertFalse(e.keySet().contains("beam_target"));
        assertEquals(300, e.getShort("Air"));
        int[] uuid = e.getIntArray("UUID");
        assertEquals(4, uuid.length);
        assertEquals(4, (uuid[1] >>> 12) & 0xF, "version 4");
        assertEquals(2, (uuid[2] >>> 30) & 0x3, "variant bits 10");
        assertArrayEquals(uuid, EndSpikeFeature.crystalUuid(SEED, 42, 86, 0), "reproducible");
    }

    private static int nextIntAfterOneFloat(long seed) {
        Random r = new Random(seed);
        r.nextFloat();
        return r.nextInt();
    }

    @Test
    void aChunkWithoutASpikeCentreGetsNothing() {
        EndTestRegion r = new EndTestRegion(SEED, 0, 0, 60);
        ConfiguredFeature f = EndTestRegion.parse("{\"type\":\"minecraft:end_spike\",\"config\":{\"spikes\":[]}}");
        assertTrue(f.place(r.level, new EndTestRegion.Scripted(), 0, 0, 0)); // no draw either
        assertEquals(0, r.count("minecraft:obsidian"));
    }

    @Test
    void guardedSpikeWearsACageOfConnectedBars() {
        // spike 5 of seed 13579: centre (-42, -1), size 1: radius 2, height 79, guarded; chunk (-3, -1)
        EndTestRegion r = new EndTestRegion(SEED, -3, -1, 60);
        ConfiguredFeature f = EndTestRegion.parse("{\"type\":\"minecraft:end_spike\",\"config\":{\"spikes\":[]}}");
        f.place(r.level, new LegacyRandom(1L), -48, 0, -16);
        int cx = -42, cz = -1, h = 79;
        assertEquals(21 * 79, r.count("minecraft:obsidian"), "radius 2: the 21 columns with dx² + dz² <= 5");
        // sides: 16 ring columns x 3 layers, top: 25 -> 73 bars
        assertEquals(16 * 3 + 25, r.count("minecraft:iron_bars"));
        assertBars(r, cx - 2, h, cz - 2, false, true, false, true); // corner on the north-west: south and east
        assertBars(r, cx, h + 3, cz, true, true, true, true); // top centre: all four
        assertBars(r, cx + 2, h + 1, cz, true, true, false, false); // east side: north and south
        assertBars(r, cx, h, cz + 2, false, false, true, true); // south side: west and east
        assertBars(r, cx - 2, h + 3, cz - 2, false, true, false, true); // top corner
        assertEquals("minecraft:bedrock", r.name(cx, h, cz));
        assertEquals("minecraft:fire", r.name(cx, h + 1, cz));
        assertEquals("minecraft:air", r.name(cx + 1, h + 1, cz), "inside the cage");
    }

    private static void assertBars(EndTestRegion r, int x, int y, int z, boolean north, boolean south, boolean west, boolean east) {
        String at = "bars at " + x + " " + y + " " + z;
        assertEquals("minecraft:iron_bars", r.name(x, y, z), at);
        assertEquals(String.valueOf(north), r.prop(x, y, z, "north"), at + " north");
        assertEquals(String.valueOf(south), r.prop(x, y, z, "south"), at + " south");
        assertEquals(String.valueOf(west), r.prop(x, y, z, "west"), at + " west");
        assertEquals(String.valueOf(east), r.prop(x, y, z, "east"), at + " east");
    }

    @Test
    void configuredSpikesInvulnerabilityAndBeamTargetReachTheCrystal() {
        EndTestRegion r = new EndTestRegion(SEED, 0, 0, 60);
        ConfiguredFeature f = EndTestRegion.parse("{\"type\":\"minecraft:end_spike\",\"config\":{\"crystal_invulnerable\":true,"
                + "\"crystal_beam_target\":[0,128,0],\"spikes\":[{\"centerX\":8,\"centerZ\":8,\"radius\":1,\"height\":70,\"guarded\":true},"
                + "{\"centerX\":40,\"centerZ\":8,\"height\":70}]}}");
        f.place(r.level, new LegacyRandom(3L), 0, 0, 0);
        assertEquals(9 * 70, r.count("minecraft:obsidian"), "radius 1: dx² + dz² <= 2 is the 3 x 3 columns");
        assertEquals(16 * 3 + 25, r.count("minecraft:iron_bars"));
        CompoundBinaryTag e = r.chunks[4].entities().get(0);
        assertEquals(1, r.chunks[4].entities().size(), "the second spike's centre is in another chunk");
        assertEquals(1, e.getByte("Invulnerable"));
        assertArrayEquals(new int[] {0, 128, 0}, e.getIntArray("beam_target"));
    }
}
