package dev.strata.engine.spawn;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * {@code Mob.finalizeSpawn} at chunk generation and the NBT a freshly spawned mob is saved with.
 *
 * <p><b>The random.</b> {@code finalizeSpawn} draws from {@code level.getRandom()}, which in a generation region is
 * the region's own random ({@code WorldGenRegion.random} = {@code randomState.getOrCreateRandomFactory(
 * "minecraft:worldgen_region_random").at(chunk's minimum block corner, y 0)}: the dimension's positional factory
 * {@code (legacy ? LegacyRandom : Xoroshiro)(seed).forkPositional().fromHashOf(id).forkPositional()}), so it is
 * deterministic and shared by every mob of the chunk in spawn order. Draws written out here (26.1 decompile):
 * <ul>
 *   <li>pig, cow, chicken: the variant ({@code VariantUtils.selectVariantToSpawn}: the highest-priority variants
 *       whose condition holds — warm in {@code #spawns_warm_variant_farm_animals}, cold in
 *       {@code #spawns_cold_variant_farm_animals}, else temperate —, one {@code nextInt(count)}), then the sound
 *       variant ({@code nextInt} over the sound variant registry, taken in id order);</li>
 *   <li>sheep: the colour ({@code SheepColorSpawnRules}: {@code nextInt(100)} over the biome's table, and
 *       {@code nextInt(500)} for its common colour, 1 in 500 pink);</li>
 *   <li>every animal ({@code AgeableMob}): a baby ({@code Age} -24000) when the group data allows it, the group
 *       already has a member and {@code nextFloat() <= chance} (0.05; horses, donkeys, llamas and pandas 0.2; polar
 *       bears 1; parrots never);</li>
 *   <li>every mob ({@code Mob}): the follow range bonus {@code triangle(0, 0.11485)} (two {@code nextDouble}) and
 *       left-handedness {@code nextFloat() < 0.05}.</li>
 * </ul>
 * The other types draw more in their own {@code finalizeSpawn} (horse and llama attributes and variants, fox
 * equipment, panda genes, parrot, rabbit, frog and wolf variants, goat and camel memories, strider jockeys); those
 * draws are not written out yet, so after the first such mob of a chunk the region random's later values (and those
 * fields of that mob) are not the game's. Positions, types, counts and yaws come from the other random and stay exact.
 *
 * <p><b>UUIDs.</b> The game draws a mob's UUID from the entity's own random ({@code RandomSource.create()}, not
 * seeded by the world), so the game's UUIDs are not reproducible. Strata draws them, version 4 shaped as {@code
 * Mth.createInsecureUUID}, from a {@link SplittableRandom} seeded from the world seed and the chunk, so the output
 * depends only on the seed and the chunk.
 *
 * <p><b>NBT.</b> What the game's {@code save} writes that a fresh mob's state decides: {@code id}, {@code Pos},
 * {@code Motion} (0, 0, 0), {@code Rotation} (yaw, 0), {@code UUID} (int array), {@code Health} (the type's maximum),
 * {@code LeftHanded}, {@code Age} / {@code ForcedAge} / {@code AgeLocked} for animals, the follow-range modifier
 * {@code minecraft:random_spawn_bonus} ({@code add_multiplied_base}) in {@code attributes}, and per type
 * {@code variant} and {@code sound_variant} (pig, cow, chicken) and {@code Color} / {@code Sheared} (sheep). Everything
 * else the game writes for a new mob is its load default ({@code readAdditionalSaveData} falls back to the field's
 * default when a tag is missing), so it is left out. One instance per chunk; not thread-safe.
 */
public final class MobFinalizer {
    private final RandomSource random;
    private final SplittableRandom uuids;
    private final IntPredicate warmBiome, coldBiome;

    /** Shared data of one spawn group (game: {@code SpawnGroupData}, here the {@code AgeableMobGroupData} part). */
    public static final class Group {
        int size;
        boolean started;
        float babyChance;
        boolean shouldSpawnBaby;
    }

    private MobFinalizer(RandomSource random, SplittableRandom uuids, IntPredicate warmBiome, IntPredicate coldBiome) {
        this.random = random;
        this.uuids = uuids;
        this.warmBiome = warmBiome;
        this.coldBiome = coldBiome;
    }

    /**
     * The finalizer of chunk {@code (chunkX, chunkZ)}.
     *
     * @param seed the world seed
     * @param legacyRandomSource the noise settings' {@code legacy_random_source}
     * @param warmBiome whether a biome id is in {@code #spawns_warm_variant_farm_animals}
     * @param coldBiome whether a biome id is in {@code #spawns_cold_variant_farm_animals}
     */
    public static MobFinalizer forChunk(long seed, boolean legacyRandomSource, int chunkX, int chunkZ, IntPredicate warmBiome, IntPredicate coldBiome) {
        RandomSource root = legacyRandomSource ? new LegacyRandom(seed) : new XoroshiroRandom(seed);
        RandomSource region = root.forkPositional().fromHashOf("minecraft:worldgen_region_random").forkPositional().at(chunkX << 4, 0, chunkZ << 4);
        long uuidSeed = seed ^ (long) chunkX * 0x9E3779B97F4A7C15L ^ (long) chunkZ * 0xC2B2AE3D27D4EB4FL;
        return new MobFinalizer(region, new SplittableRandom(uuidSeed), warmBiome, coldBiome);
    }

    /** A new spawn group (the game's {@code groupSpawnData = null}). */
    public Group newGroup() {
        return new Group();
    }

    /** The region random (for tests). */
    RandomSource random() {
        return random;
    }

    /** Game: {@code mob.finalizeSpawn(level, difficulty, CHUNK_GENERATION, groupData)} then {@code save}. */
    public SpawnedMob finalizeSpawn(WorldGenLevel level, SpawnEntityType type, double x, int y, double z, float yaw, Group group) {
        CompoundBinaryTag.Builder nbt = CompoundBinaryTag.builder();
        int bx = (int) Math.floor(x), bz = (int) Math.floor(z);
        switch (type) {
            case PIG: case COW: case CHICKEN: {
                int biome = level.getBiome(bx, y, bz);
                boolean warm = warmBiome.test(biome), cold = coldBiome.test(biome);
                String[] variants = warm && cold ? new String[] {"cold", "warm"} : warm ? new String[] {"warm"} : cold ? new String[] {"cold"} : new String[] {"temperate"};
                nbt.putString("variant", "minecraft:" + variants[random.nextInt(variants.length)]);
                String[] sounds = type == SpawnEntityType.PIG ? new String[] {"big", "classic", "mini"}
                        : type == SpawnEntityType.COW ? new String[] {"classic", "moody"} : new String[] {"classic", "picky"};
                nbt.putString("sound_variant", "minecraft:" + sounds[random.nextInt(sounds.length)]);
                break;
            }
            case SHEEP: {
                int biome = level.getBiome(bx, y, bz);
                nbt.putBoolean("Sheared", false);
                nbt.putByte("Color", (byte) sheepColor(warmBiome.test(biome) ? WARM : coldBiome.test(biome) ? COLD : TEMPERATE));
                break;
            }
            default:
                break;
        }
        // AgeableMob.finalizeSpawn (every creature type here is one)
        if (!group.started) {
            group.started = true;
            group.shouldSpawnBaby = type != SpawnEntityType.PARROT;
            group.babyChance = switch (type) {
                case HORSE, DONKEY, LLAMA, PANDA -> 0.2f;
                case POLAR_BEAR -> 1.0f;
                default -> 0.05f;
            };
        }
        int age = 0;
        if (group.shouldSpawnBaby && group.size > 0 && random.nextFloat() <= group.babyChance) age = -24000;
        group.size++;
        // Mob.finalizeSpawn
        double bonus = 0.0 + 0.11485000000000001 * (random.nextDouble() - random.nextDouble());
        boolean leftHanded = random.nextFloat() < 0.05f;

        nbt.putString("id", type.id());
        nbt.put("Pos", ListBinaryTag.listBinaryTag(BinaryTagTypes.DOUBLE, java.util.List.of(DoubleBinaryTag.doubleBinaryTag(x),
                DoubleBinaryTag.doubleBinaryTag(y), DoubleBinaryTag.doubleBinaryTag(z))));
        nbt.put("Motion", ListBinaryTag.listBinaryTag(BinaryTagTypes.DOUBLE, java.util.List.of(DoubleBinaryTag.doubleBinaryTag(0),
                DoubleBinaryTag.doubleBinaryTag(0), DoubleBinaryTag.doubleBinaryTag(0))));
        nbt.put("Rotation", ListBinaryTag.listBinaryTag(BinaryTagTypes.FLOAT, java.util.List.of(FloatBinaryTag.floatBinaryTag(yaw),
                FloatBinaryTag.floatBinaryTag(0f))));
        long most = uuids.nextLong() & ~0xF000L | 0x4000L; // Mth.createInsecureUUID
        long least = uuids.nextLong() & 0x3FFFFFFFFFFFFFFFL | Long.MIN_VALUE;
        nbt.putIntArray("UUID", new int[] {(int) (most >>> 32), (int) most, (int) (least >>> 32), (int) least});
        nbt.putFloat("Health", MobAttributes.maxHealth(type));
        nbt.putBoolean("LeftHanded", leftHanded);
        nbt.putInt("Age", age);
        nbt.putInt("ForcedAge", 0);
        nbt.putBoolean("AgeLocked", false);
        CompoundBinaryTag modifier = CompoundBinaryTag.builder().putString("id", "minecraft:random_spawn_bonus").putDouble("amount", bonus)
                .putString("operation", "add_multiplied_base").build();
        CompoundBinaryTag follow = CompoundBinaryTag.builder().putString("id", "minecraft:follow_range")
                .putDouble("base", MobAttributes.followRange(type))
                .put("modifiers", ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, java.util.List.of(modifier))).build();
        nbt.put("attributes", ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, java.util.List.of(follow)));
        return new SpawnedMob(type, x, y, z, yaw, nbt.build());
    }

    // SheepColorSpawnRules: {colour legacy id, weight}..., the last entry the common colour (499 in 500, else pink)
    private static final int[] TEMPERATE = {15, 5, 7, 5, 8, 5, 12, 3, 0, 82};
    private static final int[] WARM = {7, 5, 8, 5, 0, 5, 15, 3, 12, 82};
    private static final int[] COLD = {8, 5, 7, 5, 0, 5, 12, 3, 15, 82};
    private static final int PINK = 6;

    private int sheepColor(int[] table) {
        int selection = random.nextInt(100);
        for (int i = 0; i < table.length; i += 2) {
            selection -= table[i + 1];
            if (selection < 0) {
                if (i + 2 < table.length) return table[i];
                return random.nextInt(500) < 499 ? table[i] : PINK;
            }
        }
        throw new IllegalStateException("sheep colour table out of range");
    }
}
