package dev.strata.engine.structure.placement;

import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.random.RandomSource;
import java.util.function.IntPredicate;

/**
 * The game's horizontal biome search ({@code BiomeSource.findBiomeHorizontal}, unchanged from 26.1 to 26.2), used by
 * concentric-ring placement to move each ring position to a preferred biome.
 *
 * <p>Quart coordinates: centre {@code (originX >> 2, originZ >> 2)}, radius {@code searchRadius >> 2}, one layer at
 * {@code originY >> 2}. With {@code findClosest} false only the square of the full radius is walked (rows z from
 * -r to r, in each row x from -r to r, stepping {@code skipSteps}); every allowed quart is a candidate and replaces
 * the current result with probability {@code 1 / (found + 1)} — reservoir sampling: the first match draws nothing,
 * each later one draws {@code random.nextInt(found + 1)}. With {@code findClosest} true the rings from radius 0
 * outwards are walked on their edges only and the first allowed quart is returned, drawing nothing.
 */
public final class BiomeSearch {
    private BiomeSearch() {}

    /** A found position: block x and z ({@code quart << 2}), the origin's y, and the biome there. */
    public record Found(int blockX, int blockY, int blockZ, int biome) {}

    /**
     * @param allowed which biome ids count
     * @return the chosen position, or null when no quart of the search holds an allowed biome
     */
    public static Found findBiomeHorizontal(BiomeSource.Resolver biomes, int originX, int originY, int originZ, int searchRadius,
            int skipSteps, IntPredicate allowed, RandomSource random, boolean findClosest) {
        int noiseCenterX = originX >> 2;
        int noiseCenterZ = originZ >> 2;
        int noiseRadius = searchRadius >> 2;
        int noiseY = originY >> 2;
        Found result = null;
        int found = 0;
        for (int currentRadius = findClosest ? 0 : noiseRadius; currentRadius <= noiseRadius; currentRadius += skipSteps) {
            for (int z = -currentRadius; z <= currentRadius; z += skipSteps) {
                boolean zEdge = Math.abs(z) == currentRadius;
                for (int x = -currentRadius; x <= currentRadius; x += skipSteps) {
                    if (findClosest && !zEdge && Math.abs(x) != currentRadius) continue;
                    int noiseX = noiseCenterX + x;
                    int noiseZ = noiseCenterZ + z;
                    int biome = biomes.biome(noiseX, noiseY, noiseZ);
                    if (!allowed.test(biome)) continue;
                    if (result == null || random.nextInt(found + 1) == 0) {
                        result = new Found(noiseX << 2, originY, noiseZ << 2, biome);
                        if (findClosest) return result;
                    }
                    found++;
                }
            }
        }
        return result;
    }
}
