package dev.strata.engine.carver;

import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;

/**
 * The {@code canyon} carver (game: {@code CanyonWorldCarver}, 26.1/26.2): one long, narrow, tall tunnel per
 * source chunk whose width changes with height in steps ({@code width_smoothness}), drawn from its own
 * {@code LegacyRandomSource}.
 */
public final class CanyonWorldCarver extends WorldCarver {
    private final CanyonCarverConfiguration config;

    /** Binds a configuration. */
    public CanyonWorldCarver(CanyonCarverConfiguration config) {
        super(config.base());
        this.config = config;
    }

    /** The configuration. */
    public CanyonCarverConfiguration config() {
        return config;
    }

    @Override
    void plan(CarvePlan out, RandomSource random, int sourceChunkX, int sourceChunkZ, int minGenY, int genDepth) {
        int maxDistance = (RANGE * 2 - 1) * 16;
        CarverConfiguration base = config.base();
        CanyonCarverConfiguration.Shape shape = config.shape();
        double x = (sourceChunkX << 4) + random.nextInt(16);
        int y = base.y().sample(random, minGenY, genDepth);
        double z = (sourceChunkZ << 4) + random.nextInt(16);
        float horizontalRotation = random.nextFloat() * ((float) Math.PI * 2);
        float verticalRotation = config.verticalRotation().sample(random);
        double yScale = base.yScale().sample(random);
        float thickness = shape.thickness().sample(random);
        int distance = (int) ((float) maxDistance * shape.distanceFactor().sample(random));
        doCarve(out, genDepth, random.nextLong(), x, y, z, thickness, horizontalRotation, verticalRotation, 0, distance, yScale);
    }

    private void doCarve(CarvePlan out, int genDepth, long tunnelSeed, double x, double y, double z, float thickness, float horizontalRotation,
            float verticalRotation, int step, int distance, double yScale) {
        RandomSource random = new LegacyRandom(tunnelSeed);
        CanyonCarverConfiguration.Shape shape = config.shape();
        float[] widthFactors = new float[genDepth];
        float widthFactor = 1.0f;
        for (int yIndex = 0; yIndex < widthFactors.length; yIndex++) {
            if (yIndex == 0 || random.nextInt(shape.widthSmoothness()) == 0) widthFactor = 1.0f + random.nextFloat() * random.nextFloat();
            widthFactors[yIndex] = widthFactor * widthFactor;
        }
        float yRota = 0.0f;
        float xRota = 0.0f;
        int first = out.size;
        for (int currentStep = step; currentStep < distance; currentStep++) {
            double horizontalRadius = 1.5 + (double) (CarverMath.sin((float) currentStep * (float) Math.PI / (float) distance) * thickness);
            double verticalRadius = horizontalRadius * yScale;
            horizontalRadius *= (double) shape.horizontalRadiusFactor().sample(random);
            verticalRadius = updateVerticalRadius(random, verticalRadius, (float) distance, (float) currentStep);
            float xc = CarverMath.cos(verticalRotation);
            float xs = CarverMath.sin(verticalRotation);
            x += (double) (CarverMath.cos(horizontalRotation) * xc);
            y += (double) xs;
            z += (double) (CarverMath.sin(horizontalRotation) * xc);
            verticalRotation *= 0.7f;
            verticalRotation += xRota * 0.05f;
            horizontalRotation += yRota * 0.05f;
            xRota *= 0.8f;
            yRota *= 0.5f;
            xRota += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 2.0f;
            yRota += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 4.0f;
            if (random.nextInt(4) == 0) continue;
            // game: if (!canReach(...)) return; — checked per carved chunk when the plan is replayed
            out.add(x, y, z, horizontalRadius, verticalRadius, 0.0, widthFactors, currentStep, distance, thickness);
        }
        out.endTunnel(first, out.size);
    }

    private double updateVerticalRadius(RandomSource random, double verticalRadius, float distance, float currentStep) {
        CanyonCarverConfiguration.Shape shape = config.shape();
        float verticalMultiplier = 1.0f - Math.abs(0.5f - currentStep / distance) * 2.0f;
        float factor = shape.verticalRadiusDefaultFactor() + shape.verticalRadiusCenterFactor() * verticalMultiplier;
        return (double) factor * verticalRadius * (double) (random.nextFloat() * (1.0f - 0.75f) + 0.75f);
    }

    @Override
    boolean shouldSkip(CarvingContext ctx, double xd, double yd, double zd, int y) {
        int yIndex = y - ctx.minGenY;
        return (xd * xd + zd * zd) * (double) ctx.widthFactors[yIndex - 1] + yd * yd / 6.0 >= 1.0;
    }
}
