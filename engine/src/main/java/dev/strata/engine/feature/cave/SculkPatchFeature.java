package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/**
 * Game: {@code SculkPatchFeature} ({@code minecraft:sculk_patch}; 26.1 and 26.2 alike): from an air, water source or
 * sculk origin next to a full block, {@code spread_rounds + growth_rounds} rounds of a world generation
 * {@link SculkSpreader} ({@code charge_count} times {@code amount_per_charge} charge at the origin, then
 * {@code spread_attempts} cursor updates; veins spread only in the first {@code spread_rounds}); then with
 * {@code catalyst_chance} (a float drawn every time, compared with {@code <=}) a catalyst at the origin when the block
 * below has a full collision shape; then {@code extra_rare_growths} tries (x draw, then z draw, {@code nextInt(5) - 2}
 * each) of a summoning shrieker on air over a sturdy top face. Blocks are set with flags 3; the catalyst, sensors and
 * shriekers get their block entity placeholders from {@code setBlock} (the game writes no data into them here).
 *
 * <p>Config ranges (game {@code SculkPatchConfiguration}): charge_count 1..32, amount_per_charge 1..500,
 * spread_attempts 1..64, growth_rounds and spread_rounds 0..8, catalyst_chance 0..1.
 */
record SculkPatchFeature(int chargeCount, int amountPerCharge, int spreadAttempts, int growthRounds, int spreadRounds,
                         IntProvider extraRareGrowths, float catalystChance) implements ConfiguredFeature {

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates s = level.states();
        if (!canSpreadFrom(level, x, y, z)) return false;
        SculkSpreader spreader = new SculkSpreader(level);
        int totalRounds = spreadRounds + growthRounds;
        for (int round = 0; round < totalRounds; round++) {
            for (int i = 0; i < chargeCount; i++) spreader.addCursors(x, y, z, amountPerCharge);
            boolean spreadVeins = round < spreadRounds;
            for (int i = 0; i < spreadAttempts; i++) spreader.updateCursors(x, y, z, random, spreadVeins);
            spreader.clear();
        }
        if (random.nextFloat() <= catalystChance && s.fullCollision(level.getBlockState(x, y - 1, z))) {
            level.setBlock(x, y, z, s.defaultState("minecraft:sculk_catalyst"), WorldGenLevel.UPDATE_ALL);
        }
        int extraGrowths = extraRareGrowths.sample(random);
        int shrieker = s.with(s.defaultState("minecraft:sculk_shrieker"), "can_summon", "true");
        for (int i = 0; i < extraGrowths; i++) {
            int cx = x + random.nextInt(5) - 2;
            int cz = z + random.nextInt(5) - 2;
            if (s.isAir(level.getBlockState(cx, y, cz))
                    && BlockSupport.vanilla().isFaceSturdy(level.getBlockState(cx, y - 1, cz), dev.strata.engine.feature.Direction.UP)) {
                level.setBlock(cx, y, cz, shrieker, WorldGenLevel.UPDATE_ALL);
            }
        }
        return true;
    }

    /** Game: {@code canSpreadFrom}: sculk or a vein, or air or a water source with a full-block neighbour. */
    static boolean canSpreadFrom(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int start = level.getBlockState(x, y, z);
        int b = s.block(start);
        if (b == s.blockIndex("minecraft:sculk") || b == s.blockIndex("minecraft:sculk_vein")) return true;
        if (!s.isAir(start) && !(b == s.blockIndex("minecraft:water") && s.isSourceFluid(start))) return false;
        for (Direction d : Direction.VALUES) {
            if (s.fullCollision(level.getBlockState(x + d.dx, y + d.dy, z + d.dz))) return true;
        }
        return false;
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new SculkPatchFeature(c.get("charge_count").asInt(1, 32), c.get("amount_per_charge").asInt(1, 500),
                c.get("spread_attempts").asInt(1, 64), c.get("growth_rounds").asInt(0, 8), c.get("spread_rounds").asInt(0, 8),
                p.intProvider(c.get("extra_rare_growths")), (float) c.get("catalyst_chance").asDouble(0.0, 1.0));
    }
}
