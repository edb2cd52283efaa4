package dev.strata.engine.carver;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;

/**
 * The {@code cave} carver (game: {@code CaveWorldCarver}, 26.1/26.2): up to 14 cave systems per source chunk
 * ({@code nextInt(nextInt(nextInt(15) + 1) + 1)}), each an optional room (1 in 4) and one or more tunnels that
 * wander for up to 112 blocks, split once in two when thick, and carve an ellipsoid at 3 of 4 steps. Each tunnel
 * draws from its own {@code LegacyRandomSource} seeded by the source chunk's random.
 */
public sealed class CaveWorldCarver extends WorldCarver permits NetherWorldCarver {
    private final CaveCarverConfiguration config;

    /** Binds a configuration. */
    public CaveWorldCarver(CaveCarverConfiguration config) {
        super(config.base());
        this.config = config;
    }

    /** The configuration. */
    public CaveCarverConfiguration config() {
        return config;
    }

    /** Bound of the innermost draw of the cave count. */
    int caveBound() {
        return 15;
    }

    /** Tunnel thickness. */
    float thickness(RandomSource random) {
        float thickness = random.nextFloat() * 2.0f + random.nextFloat();
        if (random.nextInt(10) == 0) thickness *= random.nextFloat() * random.nextFloat() * 3.0f + 1.0f;
        return thickness;
    }

    /** Vertical stretch of tunnels. */
    double yScale() {
        return 1.0;
    }

    @Override
    void plan(CarvePlan out, RandomSource random, int sourceChunkX, int sourceChunkZ, int minGenY, int genDepth) {
        int maxDistance = (RANGE * 2 - 1) << 4;
        int caveCount = random.nextInt(random.nextInt(random.nextInt(caveBound()) + 1) + 1);
        CarverConfiguration base = config.base();
        for (int cave = 0; cave < caveCount; cave++) {
            double x = (sourceChunkX << 4) + random.nextInt(16);
            double y = base.y().sample(random, minGenY, genDepth);
            double z = (sourceChunkZ << 4) + random.nextInt(16);
            double horizontalRadiusMultiplier = config.horizontalRadiusMultiplier().sample(random);
            double verticalRadiusMultiplier = config.verticalRadiusMultiplier().sample(random);
            double floorLevel = config.floorLevel().sample(random);
            int tunnels = 1;
            if (random.nextInt(4) == 0) {
                double yScale = base.yScale().sample(random);
                float thickness = 1.0f + random.nextFloat() * 6.0f;
                // createRoom
                double horizontalRadius = 1.5 + (double) (CarverMath.sin(1.5707963705062866) * thickness);
                double verticalRadius = horizontalRadius * yScale;
                out.add(x + 1.0, y, z, horizontalRadius, verticalRadius, floorLevel, null, 0, -1, 0f);
                tunnels += random.nextInt(4);
            }
            for (int i = 0; i < tunnels; i++) {
                float horizontalRotation = random.nextFloat() * ((float) Math.PI * 2);
                float verticalRotation = (random.nextFloat() - 0.5f) / 4.0f;
                float thickness = thickness(random);
                int distance = maxDistance - random.nextInt(maxDistance / 4);
                createTunnel(out, random.nextLong(), x, y, z, horizontalRadiusMultiplier, verticalRadiusMultiplier, thickness,
                        horizontalRotation, verticalRotation, 0, distance, yScale(), floorLevel);
            }
        }
    }

    private void createTunnel(CarvePlan out, long tunnelSeed, double x, double y, double z, double horizontalRadiusMultiplier,
            double verticalRadiusMultiplier, float thickness, float horizontalRotation, float verticalRotation, int step, int dist,
            double yScale, double floorLevel) {
        RandomSource random = new LegacyRandom(tunnelSeed);
        int splitPoint = random.nextInt(dist / 2) + dist / 4;
        boolean steep = random.nextInt(6) == 0;
        float yRota = 0.0f;
        float xRota = 0.0f;
        int first = out.size;
        for (int currentStep = step; currentStep < dist; currentStep++) {
            double horizontalRadius = 1.5 + (double) (CarverMath.sin((float) Math.PI * (float) currentStep / (float) dist) * thickness);
            double verticalRadius = horizontalRadius * yScale;
            float cosX = CarverMath.cos(verticalRotation);
            x += (double) (CarverMath.cos(horizontalRotation) * cosX);
            y += (double) CarverMath.sin(verticalRotation);
            z += (double) (CarverMath.sin(horizontalRotation) * cosX);
            verticalRotation *= steep ? 0.92f : 0.7f;
            verticalRotation += xRota * 0.1f;
            horizontalRotation += yRota * 0.1f;
            xRota *= 0.9f;
            yRota *= 0.75f;
            xRota += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 2.0f;
            yRota += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 4.0f;
            if (currentStep == splitPoint && thickness > 1.0f) {
                int own = out.size;
                long seedA = random.nextLong();
                float thicknessA = random.nextFloat() * 0.5f + 0.5f;
                createTunnel(out, seedA, x, y, z, horizontalRadiusMultiplier, verticalRadiusMultiplier, thicknessA,
                        horizontalRotation - 1.5707964f, verticalRotation / 3.0f, currentStep, dist, 1.0, floorLevel);
                long seedB = random.nextLong();
                float thicknessB = random.nextFloat() * 0.5f + 0.5f;
                createTunnel(out, seedB, x, y, z, horizontalRadiusMultiplier, verticalRadiusMultiplier, thicknessB,
                        horizontalRotation + 1.5707964f, verticalRotation / 3.0f, currentStep, dist, 1.0, floorLevel);
                out.endTunnel(first, own); // a failed canReach before the split also skips both branches
                return;
            }
            if (random.nextInt(4) == 0) continue;
            // game: if (!canReach(...)) return; — checked per carved chunk when the plan is replayed
            out.add(x, y, z, horizontalRadius * horizontalRadiusMultiplier, verticalRadius * verticalRadiusMultiplier, floorLevel, null,
                    currentStep, dist, thickness);
        }
        out.endTunnel(first, out.size);
    }

    @Override
    boolean shouldSkip(CarvingContext ctx, double xd, double yd, double zd, int y) {
        if (yd <= ctx.floorLevel) return true;
        return xd * xd + yd * yd + zd * zd >= 1.0;
    }
}
