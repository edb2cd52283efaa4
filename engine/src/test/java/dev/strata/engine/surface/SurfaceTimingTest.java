package dev.strata.engine.surface;

import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.biome.BiomeZoom;
import dev.strata.engine.biome.ChunkBiomes;
import dev.strata.engine.levelgen.ProtoChunk;
import org.junit.jupiter.api.Test;

/**
 * Rough timing of the surface step against the noise step (overworld, seed 0, 16 x 16 chunks after a warm-up);
 * prints the figures, asserts nothing. The surface step reads the zoomed biomes from stored quart grids of the chunk
 * and its neighbours (as production will), filled outside the timed section; it is timed a second time with a
 * constant biome to separate the zoom lookups' share.
 */
class SurfaceTimingTest {
    @Test
    void timing() {
        SurfaceParityTest.Generator g = new SurfaceParityTest.Generator("overworld", 0L);
        ProtoChunk chunk = g.chunk;
        Grids grids = new Grids(g.resolver, BiomeZoom.forWorldSeed(0L), -4, 24);
        long noiseNs = 0, surfaceNs = 0, constNs = 0;
        int n = 0;
        for (int round = 0; round < 2; round++) {
            noiseNs = surfaceNs = constNs = 0;
            n = 0;
            for (int cx = 0; cx < 16; cx++) {
                for (int cz = 0; cz < 16; cz++) {
                    long t0 = System.nanoTime();
                    g.noise.fill(chunk, cx + 100 * round, cz);
                    long t1 = System.nanoTime();
                    grids.center(cx + 100 * round, cz);
                    long t1b = System.nanoTime();
                    g.surface.buildSurface(chunk, g.noise, grids);
                    long t2 = System.nanoTime();
                    // the same chunk again with a constant biome (plains): the surface step without zoom lookups
                    g.noise.fill(chunk, cx + 100 * round, cz);
                    long t3 = System.nanoTime();
                    g.surface.buildSurface(chunk, g.noise, (x, y, z) -> 40);
                    constNs += System.nanoTime() - t3;
                    noiseNs += t1 - t0;
                    surfaceNs += t2 - t1b;
                    n++;
                }
            }
        }
        System.out.printf("surface with a constant biome %.2f ms%n", constNs / 1e6 / n);
        System.out.printf("biome lookups per chunk %.0f%n", grids.calls / (double) (2 * n));
        System.out.printf("per chunk: noise %.2f ms, surface %.2f ms (%.0f%% of noise)%n",
                noiseNs / 1e6 / n, surfaceNs / 1e6 / n, 100.0 * surfaceNs / noiseNs);
    }

    /** Stored biome grids of a chunk and its 8 neighbours, read through the zoom. */
    static final class Grids implements SurfaceBiomes {
        private final BiomeSource.Resolver resolver;
        private final BiomeZoom zoom;
        private final int minSectionY, sectionCount;
        private final int[][] grids = new int[9][];
        private final BiomeSource.Resolver lookup;
        private int centerX, centerZ;
        long calls;

        Grids(BiomeSource.Resolver resolver, BiomeZoom zoom, int minSectionY, int sectionCount) {
            this.resolver = resolver;
            this.zoom = zoom;
            this.minSectionY = minSectionY;
            this.sectionCount = sectionCount;
            for (int i = 0; i < 9; i++) grids[i] = new int[ChunkBiomes.size(sectionCount)];
            this.lookup = (qx, qy, qz) -> ChunkBiomes.get(grids[((qx >> 2) - centerX + 1) * 3 + (qz >> 2) - centerZ + 1],
                    this.minSectionY, this.sectionCount, qx, qy, qz);
        }

        void center(int cx, int cz) {
            centerX = cx;
            centerZ = cz;
            for (int dx = 0; dx < 3; dx++) {
                for (int dz = 0; dz < 3; dz++) ChunkBiomes.fill(resolver, cx + dx - 1, cz + dz - 1, minSectionY, sectionCount, grids[dx * 3 + dz]);
            }
        }

        @Override
        public int biomeAt(int x, int y, int z) {
            calls++;
            return zoom.biome(x, y, z, lookup);
        }
    }
}
