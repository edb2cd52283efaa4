package dev.strata.engine.feature;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * The obsidian spikes of the End's main island with their end crystals (game: {@code EndSpikeFeature} with {@code
 * EndSpikeConfiguration}, unchanged from 26.1 to 26.2 but for codec spelling). Each spike whose centre lies in the
 * chunk of the origin is placed: an obsidian cylinder from the bottom of the world up to its height, air above 65
 * around it up to ten blocks over the top, an iron bars cage over guarded spikes, an end crystal over the top, with
 * bedrock under it and fire in its block.
 *
 * <p>Random draws: one {@code nextFloat()} per placed spike, for the crystal's yaw. Everything else is fixed by the
 * seed ({@link #spikesForSeed}). The crystal's UUID is NOT drawn from the feature's random in the game: it comes from
 * the entity's own {@code RandomSource.create()}, seeded from a global counter and {@code System.nanoTime()}, so the
 * game's UUIDs differ run to run; Strata derives a UUID of the same form ({@code Mth.createInsecureUUID}) from the world
 * seed and the crystal's block so its output stays reproducible.
 *
 * @param spikes the configured spikes; empty means "the ten spikes of the world seed"
 * @param crystalInvulnerable the crystals' {@code Invulnerable} flag
 * @param beamTarget the crystals' {@code beam_target} as {x, y, z}, or null for none
 */
record EndSpikeFeature(List<Spike> spikes, boolean crystalInvulnerable, int[] beamTarget) implements ConfiguredFeature {
    /** Game: {@code EndSpikeFeature.NUMBER_OF_SPIKES}. */
    static final int NUMBER_OF_SPIKES = 10;
    /** Game: {@code SPIKE_DISTANCE}, the radius of the ring of spikes in blocks. */
    static final int SPIKE_DISTANCE = 42;

    /**
     * One spike (game: {@code EndSpikeFeature.EndSpike}): centre column, radius and height in blocks, and whether it
     * wears a cage.
     */
    record Spike(int centerX, int centerZ, int radius, int height, boolean guarded) {
        /** Game: {@code isCenterWithinChunk}: the centre is in the chunk holding the block (x, z). */
        boolean centerWithinChunk(int x, int z) {
            return x >> 4 == centerX >> 4 && z >> 4 == centerZ >> 4;
        }
    }

    /** The last key and its spikes; the game keeps them in a {@code LoadingCache} for five minutes. */
    private record Cached(long key, List<Spike> spikes) {}

    private static volatile Cached cache;

    /**
     * The ten spikes of a world seed (game: {@code getSpikesForLevel} and {@code SpikeCacheLoader}): a legacy random
     * seeded with the world seed gives {@code key = nextLong() & 0xFFFF}; a second legacy random seeded with the key
     * shuffles the sizes 0..9 ({@code Util.toShuffledList}: for i from 10 down to 2 swap entries {@code i - 1} and
     * {@code nextInt(i)}); spike i stands at {@code floor(42 cos(2(-pi + pi/10 i)))}, {@code floor(42 sin(...))}
     * with radius {@code 2 + size / 3}, height {@code 76 + 3 size}, guarded when size is 1 or 2.
     */
    static List<Spike> spikesForSeed(long worldSeed) {
        long key = new LegacyRandom(worldSeed).nextLong() & 0xFFFFL;
        Cached c = cache;
        if (c != null && c.key == key) return c.spikes;
        List<Spike> spikes = spikesForKey(key);
        cache = new Cached(key, spikes);
        return spikes;
    }

    private static List<Spike> spikesForKey(long key) {
        LegacyRandom random = new LegacyRandom(key);
        int[] sizes = new int[NUMBER_OF_SPIKES];
        for (int i = 0; i < sizes.length; i++) sizes[i] = i;
        Shuffle.shuffle(sizes, random);
        List<Spike> result = new ArrayList<>(NUMBER_OF_SPIKES);
        for (int i = 0; i < NUMBER_OF_SPIKES; i++) {
            // the game's constant is Math.PI / 10 written out (0.3141592653589793); Math.cos/sin as the game calls them
            double angle = 2.0 * (-Math.PI + 0.3141592653589793 * i);
            int x = (int) Math.floor(SPIKE_DISTANCE * Math.cos(angle));
            int z = (int) Math.floor(SPIKE_DISTANCE * Math.sin(angle));
            int size = sizes[i];
            result.add(new Spike(x, z, 2 + size / 3, 76 + size * 3, size == 1 || size == 2));
        }
        return List.copyOf(result);
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        List<Spike> list = spikes.isEmpty() ? spikesForSeed(level.getSeed()) : spikes;
        for (Spike spike : list) {
            if (spike.centerWithinChunk(x, z)) placeSpike(level, random, spike);
        }
        return true;
    }

    private void placeSpike(WorldGenLevel level, RandomSource random, Spike spike) {
        BlockStates s = level.states();
        int obsidian = s.defaultState("minecraft:obsidian");
        int r = spike.radius(), cx = spike.centerX(), cz = spike.centerZ(), height = spike.height();
        // BlockPos.betweenClosed over the box; distToLowCornerSqr in double as the game computes it
        for (int bz = cz - r; bz <= cz + r; bz++) {
            for (int by = level.getMinY(); by <= height + 10; by++) {
                for (int bx = cx - r; bx <= cx + r; bx++) {
                    double dx = (double) bx - cx, dz = (double) bz - cz;
                    if (dx * dx + dz * dz <= (double) (r * r + 1) && by < height) {
                        level.setBlock(bx, by, bz, obsidian, WorldGenLevel.UPDATE_ALL);
                    } else if (by > 65) {
                        level.setBlock(bx, by, bz, s.air, WorldGenLevel.UPDATE_ALL);
                    }
                }
            }
        }
        if (spike.guarded()) placeCage(level, spike);
        float yaw = random.nextFloat() * 360.0F;
        int crystalY = height + 1;
        level.addFreshEntity(cx, cz, crystal(level.getSeed(), cx, crystalY, cz, yaw));
        level.setBlock(cx, crystalY - 1, cz, s.defaultState("minecraft:bedrock"), WorldGenLevel.UPDATE_ALL);
        level.setBlock(cx, crystalY, cz, fireState(level, cx, crystalY, cz), WorldGenLevel.UPDATE_ALL);
    }

    /**
     * The iron bars cage: the sides and the top of a 5 x 4 x 5 box from the spike's top; each bar connects along the
     * box's faces (game: north when on an x side or the top and not on the north row, and so on).
     */
    private static void placeCage(WorldGenLevel level, Spike spike) {
        BlockStates s = level.states();
        int bars = s.defaultState("minecraft:iron_bars");
        for (int dx = -2; dx <= 2; dx++) {
            for (int dz = -2; dz <= 2; dz++) {
                for (int dy = 0; dy <= 3; dy++) {
                    boolean xSide = Math.abs(dx) == 2, zSide = Math.abs(dz) == 2, top = dy == 3;
                    if (!xSide && !zSide && !top) continue;
                    boolean xEdge = xSide || top, zEdge = zSide || top;
                    int state = bars;
                    state = s.with(state, "north", String.valueOf(xEdge && dz != -2));
                    state = s.with(state, "south", String.valueOf(xEdge && dz != 2));
                    state = s.with(state, "west", String.valueOf(zEdge && dx != -2));
                    state = s.with(state, "east", String.valueOf(zEdge && dx != 2));
                    level.setBlock(spike.centerX() + dx, spike.height() + dy, spike.centerZ() + dz, state, WorldGenLevel.UPDATE_ALL);
                }
            }
        }
    }

    /**
     * Game: {@code BaseFireBlock.getState} over the bedrock just placed: soul fire on the soul fire base blocks,
     * otherwise {@code FireBlock.getStateForPlacement}, which is the default fire on a face-sturdy block. The block
     * below is the bedrock just placed unless it fell outside the build height (custom spikes only); then the
     * fire's faces would follow the flammability of its neighbours, which Strata does not model: it places the
     * default fire, which is what void air around gives.
     */
    private static int fireState(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int below = level.getBlockState(x, y - 1, z);
        if (s.is(below, s.tag("minecraft:soul_fire_base_blocks"))) return s.defaultState("minecraft:soul_fire");
        return s.defaultState("minecraft:fire");
    }

    /**
     * The end crystal as {@code ProtoChunk.addEntity} saves it ({@code Entity.saveWithoutId} then {@code
     * EndCrystal.addAdditionalSaveData}): a fresh entity at the centre of the block over the spike, yaw as drawn,
     * pitch 0, no motion, 300 air, not on fire, {@code ShowBottom} true (the feature never clears it; only the item
     * does), {@code beam_target} only when configured.
     */
    CompoundBinaryTag crystal(long worldSeed, int x, int y, int z, float yaw) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        b.putString("id", "minecraft:end_crystal");
        b.put("Pos", ListBinaryTag.builder(BinaryTagTypes.DOUBLE)
                .add(DoubleBinaryTag.doubleBinaryTag(x + 0.5)).add(DoubleBinaryTag.doubleBinaryTag(y)).add(DoubleBinaryTag.doubleBinaryTag(z + 0.5)).build());
        b.put("Motion", ListBinaryTag.builder(BinaryTagTypes.DOUBLE)
                .add(DoubleBinaryTag.doubleBinaryTag(0.0)).add(DoubleBinaryTag.doubleBinaryTag(0.0)).add(DoubleBinaryTag.doubleBinaryTag(0.0)).build());
        b.put("Rotation", ListBinaryTag.builder(BinaryTagTypes.FLOAT)
                .add(FloatBinaryTag.floatBinaryTag(yaw)).add(FloatBinaryTag.floatBinaryTag(0.0F)).build());
        b.putDouble("fall_distance", 0.0);
        b.putShort("Fire", (short) 0);
        b.putShort("Air", (short) 300);
        b.putBoolean("OnGround", false);
        b.putBoolean("Invulnerable", crystalInvulnerable);
        b.putInt("PortalCooldown", 0);
        b.putIntArray("UUID", crystalUuid(worldSeed, x, y, z));
        if (beamTarget != null) b.put("beam_target", IntArrayBinaryTag.intArrayBinaryTag(beamTarget.clone()));
        b.putBoolean("ShowBottom", true);
        return b.build();
    }

    /**
     * A version 4 UUID in the game's form ({@code Mth.createInsecureUUID}: two {@code nextLong()}s, version and
     * variant bits forced) from a legacy random seeded by the world seed and the crystal's packed block position,
     * as the four ints of {@code UUIDUtil.CODEC} (most significant first).
     */
    static int[] crystalUuid(long worldSeed, int x, int y, int z) {
        LegacyRandom r = new LegacyRandom(worldSeed ^ BlockPos.asLong(x, y, z) * 0x9E3779B97F4A7C15L);
        long most = r.nextLong() & 0xFFFFFFFFFFFF0FFFL | 0x4000L;
        long least = r.nextLong() & 0x3FFFFFFFFFFFFFFFL | Long.MIN_VALUE;
        return new int[] {(int) (most >> 32), (int) most, (int) (least >> 32), (int) least};
    }

    /** Parses {@code minecraft:end_spike}'s config: {@code spikes} (required), {@code crystal_invulnerable}, {@code crystal_beam_target}. */
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        List<Spike> spikes = new ArrayList<>();
        for (JsonCursor e : c.get("spikes").elements()) {
            if (!e.isObject()) throw e.error("expected a spike object");
            spikes.add(new Spike(optionalInt(e, "centerX"), optionalInt(e, "centerZ"), optionalInt(e, "radius"),
                    optionalInt(e, "height"), e.has("guarded") && e.get("guarded").asBoolean()));
        }
        boolean invulnerable = c.has("crystal_invulnerable") && c.get("crystal_invulnerable").asBoolean();
        int[] target = c.has("crystal_beam_target") ? EndFeatures.blockPos(c.get("crystal_beam_target")) : null;
        return new EndSpikeFeature(List.copyOf(spikes), invulnerable, target);
    }

    private static int optionalInt(JsonCursor c, String key) {
        return c.has(key) ? c.get(key).asInt() : 0;
    }
}
