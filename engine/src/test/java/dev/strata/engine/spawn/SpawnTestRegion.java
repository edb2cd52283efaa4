package dev.strata.engine.spawn;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;

/**
 * A synthetic 3 x 3 region for the spawn tests: y 0 to 127, sea level 63, one biome everywhere, flat ground filled
 * by layers, and the centre chunk's light set to one value everywhere (the caller's light array). Needs the vanilla
 * data (biomes, block tags).
 */
final class SpawnTestRegion {
    static final int MIN_Y = 0, HEIGHT = 128, SEA_LEVEL = 63;
    static final long SEED = 1234L;
    private static BlockStates sharedStates;
    private static BiomeRegistry sharedBiomes;

    final BlockStates states = states();
    final BiomeRegistry biomes = biomes();
    final DecorationRegion level;
    final ProtoChunk[] chunks = new ProtoChunk[9];
    final ChunkLight light;
    final int cx, cz;

    SpawnTestRegion(int cx, int cz, String biome) {
        this.cx = cx;
        this.cz = cz;
        int b = biomes.id(ResourceId.parse(biome));
        level = new DecorationRegion(states, SEED, SEA_LEVEL, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> b, true);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                c.reset(cx + dx, cz + dz);
                chunks[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        level.set(cx, cz, chunks);
        light = new ChunkLight(cx, cz, MIN_Y, HEIGHT, true);
        light(0, 15);
    }

    static synchronized BlockStates states() {
        if (sharedStates == null) sharedStates = new BlockStates(SharedData.vanilla());
        return sharedStates;
    }

    static synchronized BiomeRegistry biomes() {
        if (sharedBiomes == null) sharedBiomes = BiomeRegistry.load(SharedData.vanilla());
        return sharedBiomes;
    }

    /** Sets the centre chunk's block and sky light everywhere. */
    SpawnTestRegion light(int block, int sky) {
        for (int y = MIN_Y; y < MIN_Y + HEIGHT; y++) {
            for (int z = 0; z < 16; z++) for (int x = 0; x < 16; x++) light.set((cx << 4) + x, y, (cz << 4) + z, block, sky);
        }
        return this;
    }

    /** Fills y in [fromY, toY] of every column of the region. */
    SpawnTestRegion fill(int fromY, int toY, String state) {
        int s = states.registry().parse(state);
        for (ProtoChunk c : chunks) {
            for (int y = fromY; y <= toY; y++) for (int z = 0; z < 16; z++) for (int x = 0; x < 16; x++) c.setBlock(x, y, z, s);
        }
        return this;
    }

    /** Sets one block (before spawning). */
    SpawnTestRegion put(int x, int y, int z, String state) {
        level.chunkAt(x >> 4, z >> 4).setBlock(x & 15, y, z & 15, states.registry().parse(state));
        return this;
    }

    /** The usual meadow: stone to y 59, dirt 60 to 63, grass at 64. */
    static SpawnTestRegion grass(int cx, int cz, String biome) {
        return new SpawnTestRegion(cx, cz, biome).fill(MIN_Y, 59, "minecraft:stone").fill(60, 63, "minecraft:dirt").fill(64, 64, "minecraft:grass_block[snowy=false]");
    }

    private static SpawnStep sharedStep;

    /** The overworld-like step of seed {@link #SEED} (loaded once). */
    SpawnStep step() {
        synchronized (SpawnTestRegion.class) {
            if (sharedStep == null) sharedStep = SpawnStep.load(SharedData.vanilla(), states, biomes, SEED, SEA_LEVEL, false, false, false, 0.0f);
            return sharedStep;
        }
    }
}
