package dev.strata.engine.spawn;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.SplittableRandom;
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
 * {@code (legacy ? LegacyRandom : Xoroshiro)(seed).forkPositional().fromHashOf(id).forkPositional()}; 26.1 and 26.2
 * agree), so it is deterministic and shared by every mob of the chunk in spawn order. The draws, per type, in the
 * game's order (26.1 decompile, each type's {@code finalizeSpawn} and what it calls, then {@code AgeableMob}, then
 * {@code Mob}):
 * <ul>
 *   <li>pig, cow, chicken, frog, wolf: the variant ({@code VariantUtils.selectVariantToSpawn}: among the variants in
 *       registry (id) order, those of the highest priority whose biome condition holds, one {@code nextInt(count)});
 *       the conditions are those of the vanilla variants (26.2 data as {@code net.minestom:data} lists it; a pack's
 *       own variants are not read); a wolf keeps its pack's variant; then pig, cow, chicken and wolf draw a sound
 *       variant ({@code nextInt} over the sound variants in id order); a frog its long jump cooldown
 *       ({@code nextInt(41) + 100});</li>
 *   <li>sheep: the colour ({@code SheepColorSpawnRules}: {@code nextInt(100)} over the biome's table, and
 *       {@code nextInt(500)} for its common colour, 1 in 500 pink);</li>
 *   <li>goat: long jump and ram cooldowns ({@code nextInt(601) + 600}, {@code nextInt(5401) + 600}), screaming
 *       ({@code nextDouble() < 0.02}), a lost horn ({@code nextFloat() < 0.1}, then {@code nextBoolean}: left);</li>
 *   <li>horse: the pack's colour or {@code nextInt(7)}, markings {@code nextInt(5)}; then (donkey and llama too) the
 *       attributes: health {@code 15 + nextInt(8) + nextInt(9)}, for a horse speed and jump strength from three
 *       {@code nextDouble} each; a llama first its strength ({@code nextFloat() < 0.04} ? 5 : 3 →
 *       {@code 1 + nextInt}) and the pack's colour or {@code nextInt(4)};</li>
 *   <li>panda: main and hidden gene ({@code nextInt(16)} each); parrot: {@code nextInt(5)}; rabbit:
 *       {@code nextInt(100)} (white, gold or brown/salt/black by the biome's tags), the pack's variant kept;
 *       fox: the biome's variant or the pack's, baby from the third of a group, a held item
 *       ({@code nextFloat() < 0.2}, then {@code nextFloat} for which, {@code nextBoolean} between rabbit foot and
 *       hide); turtle: its home at its block;</li>
 *   <li>every type ({@code AgeableMob}): a baby ({@code Age} -24000) when the group data allows it, the group
 *       already has a member and {@code nextFloat() <= chance} (0.05; donkeys and pandas 0.2; polar bears, rabbits
 *       1; foxes, parrots and wolves never);</li>
 *   <li>every mob ({@code Mob}): the follow range bonus {@code triangle(0, 0.11485)} (two {@code nextDouble}) and
 *       left-handedness {@code nextFloat() < 0.05}.</li>
 * </ul>
 * Striders (the nether) may spawn with a rider ({@code nextInt(30) == 0}: a zombified piglin; else
 * {@code nextInt(10) == 0}: a baby strider), whose own spawn is not written out: after such a strider the region
 * random's later values are not the game's ({@link #exact()} turns false). Positions, types, counts and yaws come
 * from the spawner's own random and are exact either way.
 *
 * <p><b>UUIDs.</b> The game draws a mob's UUID from the entity's own random ({@code RandomSource.create()}, not
 * seeded by the world), so the game's UUIDs are not reproducible. Strata draws them, version 4 shaped as {@code
 * Mth.createInsecureUUID}, from a {@link SplittableRandom} seeded from the world seed and the chunk, so the output
 * depends only on the seed and the chunk.
 *
 * <p><b>NBT.</b> What the game's {@code save} writes that a fresh mob's spawn decides: {@code id}, {@code Pos},
 * {@code Motion} (0, 0, 0), {@code Rotation} (yaw, 0), {@code UUID} (int array), {@code Health} (the maximum, after
 * any randomized maximum), {@code LeftHanded}, {@code Age} / {@code ForcedAge} / {@code AgeLocked}, {@code attributes}
 * (follow range with the {@code minecraft:random_spawn_bonus} modifier, {@code add_multiplied_base}; the randomized
 * bases of horses, donkeys, llamas and pandas), {@code Brain} memories set at spawn (frog, goat), and the type's
 * fields ({@code variant}, {@code sound_variant}, {@code Color}, {@code Variant}, {@code Strength}, {@code MainGene},
 * {@code HiddenGene}, {@code RabbitType}, {@code Type}, {@code equipment}, {@code home_pos}, goat horns). Everything
 * else the game writes for a new mob is its load default ({@code readAdditionalSaveData} falls back to the field's
 * default when a tag is missing), so it is left out. One instance per chunk; not thread-safe.
 */
public final class MobFinalizer {
    /** Vanilla wolf variants in id order: name, biome condition (a biome or #tag; null: always, priority 0). */
    static final String[][] WOLF_VARIANTS = {
            {"ashen", "minecraft:snowy_taiga"}, {"black", "minecraft:old_growth_pine_taiga"},
            {"chestnut", "minecraft:old_growth_spruce_taiga"}, {"pale", null}, {"rusty", "#minecraft:is_jungle"},
            {"snowy", "minecraft:grove"}, {"spotted", "#minecraft:is_savanna"}, {"striped", "#minecraft:is_badlands"},
            {"woods", "minecraft:forest"}};
    private static final String[] WOLF_SOUNDS = {"angry", "big", "classic", "cute", "grumpy", "puglin", "sad"};
    private static final String[] HORSE_COLORS = {"white", "creamy", "chestnut", "brown", "black", "gray", "dark_brown"};
    private static final String[] PANDA_GENES = {"normal", "lazy", "worried", "playful", "brown", "weak", "aggressive"};

    private final RandomSource random;
    private final SplittableRandom uuids;
    private final SpawnBiomes biomes;
    private boolean exact = true;

    /** Shared data of one spawn group (game: {@code SpawnGroupData}: {@code AgeableMobGroupData} and the type's). */
    public static final class Group {
        int size;
        boolean started;
        float babyChance;
        boolean shouldSpawnBaby;
        /** The group's variant (horse colour, llama colour, rabbit type, fox type, wolf variant), or -1. */
        int variant = -1;
    }

    private MobFinalizer(RandomSource random, SplittableRandom uuids, SpawnBiomes biomes) {
        this.random = random;
        this.uuids = uuids;
        this.biomes = biomes;
    }

    /**
     * The finalizer of chunk {@code (chunkX, chunkZ)}.
     *
     * @param seed the world seed
     * @param legacyRandomSource the noise settings' {@code legacy_random_source}
     * @param biomes the biome sets of the pack
     */
    public static MobFinalizer forChunk(long seed, boolean legacyRandomSource, int chunkX, int chunkZ, SpawnBiomes biomes) {
        RandomSource root = legacyRandomSource ? new LegacyRandom(seed) : new XoroshiroRandom(seed);
        RandomSource region = root.forkPositional().fromHashOf("minecraft:worldgen_region_random").forkPositional().at(chunkX << 4, 0, chunkZ << 4);
        long uuidSeed = seed ^ (long) chunkX * 0x9E3779B97F4A7C15L ^ (long) chunkZ * 0xC2B2AE3D27D4EB4FL;
        return new MobFinalizer(region, new SplittableRandom(uuidSeed), biomes);
    }

    /** A new spawn group (the game's {@code groupSpawnData = null}). */
    public Group newGroup() {
        return new Group();
    }

    /** Whether every region-random draw so far was the game's (false after a strider with a rider). */
    public boolean exact() {
        return exact;
    }

    /** The region random (for tests). */
    RandomSource random() {
        return random;
    }

    private void group(Group g, boolean shouldSpawnBaby, float chance) {
        if (!g.started) {
            g.started = true;
            g.shouldSpawnBaby = shouldSpawnBaby;
            g.babyChance = chance;
        }
    }

    /** Game: {@code VariantUtils.selectVariantToSpawn} over variants {name, condition} in id order. */
    private int selectVariant(String[][] variants, java.util.BitSet[] conditions, int biome) {
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < variants.length; i++) {
            int priority = variants[i][1] == null ? 0 : 1;
            if ((conditions[i] == null || conditions[i].get(biome)) && priority > best) best = priority;
        }
        java.util.List<Integer> selected = new java.util.ArrayList<>();
        for (int i = 0; i < variants.length; i++) {
            int priority = variants[i][1] == null ? 0 : 1;
            if (priority == best && (conditions[i] == null || conditions[i].get(biome))) selected.add(i);
        }
        return selected.get(random.nextInt(selected.size()));
    }

    /** Game: {@code mob.finalizeSpawn(level, difficulty, CHUNK_GENERATION, groupData)} then {@code save}. */
    public SpawnedMob finalizeSpawn(WorldGenLevel level, SpawnEntityType type, double x, int y, double z, float yaw, Group group) {
        CompoundBinaryTag.Builder nbt = CompoundBinaryTag.builder();
        int bx = (int) Math.floor(x), bz = (int) Math.floor(z);
        float maxHealth = MobAttributes.maxHealth(type);
        java.util.List<CompoundBinaryTag> attributes = new java.util.ArrayList<>();
        CompoundBinaryTag.Builder memories = null;
        boolean baby = false;
        switch (type) {
            case PIG: case COW: case CHICKEN: case FROG: {
                int biome = level.getBiome(bx, y, bz);
                java.util.BitSet warm = type == SpawnEntityType.FROG ? biomes.warmFrogs : biomes.warmFarm;
                java.util.BitSet cold = type == SpawnEntityType.FROG ? biomes.coldFrogs : biomes.coldFarm;
                String[][] variants = {{"cold", "c"}, {"temperate", null}, {"warm", "w"}};
                int v = selectVariant(variants, new java.util.BitSet[] {cold, null, warm}, biome);
                nbt.putString("variant", "minecraft:" + variants[v][0]);
                if (type == SpawnEntityType.FROG) {
                    memories = CompoundBinaryTag.builder().put("minecraft:long_jump_cooldown_ticks", memory(random.nextInt(41) + 100));
                } else {
                    String[] sounds = type == SpawnEntityType.PIG ? new String[] {"big", "classic", "mini"}
                            : type == SpawnEntityType.COW ? new String[] {"classic", "moody"} : new String[] {"classic", "picky"};
                    nbt.putString("sound_variant", "minecraft:" + sounds[random.nextInt(sounds.length)]);
                }
                group(group, true, 0.05f);
                break;
            }
            case WOLF: {
                if (group.variant < 0) {
                    group.variant = selectVariant(WOLF_VARIANTS, biomes.wolfBiomes, level.getBiome(bx, y, bz));
                    group(group, false, 0.05f); // WolfPackData: no babies
                }
                nbt.putString("variant", "minecraft:" + WOLF_VARIANTS[group.variant][0]);
                nbt.putString("sound_variant", "minecraft:" + WOLF_SOUNDS[random.nextInt(WOLF_SOUNDS.length)]);
                break;
            }
            case SHEEP: {
                int biome = level.getBiome(bx, y, bz);
                nbt.putBoolean("Sheared", false);
                nbt.putByte("Color", (byte) sheepColor(biomes.warmFarm.get(biome) ? WARM : biomes.coldFarm.get(biome) ? COLD : TEMPERATE));
                group(group, true, 0.05f);
                break;
            }
            case GOAT: {
                int longJump = random.nextInt(601) + 600;
                int ram = random.nextInt(5401) + 600;
                memories = CompoundBinaryTag.builder().put("minecraft:long_jump_cooldown_ticks", memory(longJump))
                        .put("minecraft:ram_cooldown_ticks", memory(ram));
                nbt.putBoolean("IsScreamingGoat", random.nextDouble() < 0.02);
                boolean left = true, right = true;
                if ((double) random.nextFloat() < (double) 0.1f) {
                    if (random.nextBoolean()) left = false;
                    else right = false;
                }
                nbt.putBoolean("HasLeftHorn", left);
                nbt.putBoolean("HasRightHorn", right);
                group(group, true, 0.05f);
                break;
            }
            case HORSE: {
                if (group.variant < 0) {
                    group.variant = random.nextInt(HORSE_COLORS.length);
                    group(group, true, 0.05f); // HorseGroupData
                }
                int markings = random.nextInt(5);
                nbt.putInt("Variant", group.variant & 0xFF | markings << 8 & 0xFF00);
                maxHealth = 15.0f + (float) random.nextInt(8) + (float) random.nextInt(9);
                double speed = ((double) 0.45f + random.nextDouble() * 0.3 + random.nextDouble() * 0.3 + random.nextDouble() * 0.3) * 0.25;
                double jump = (double) 0.4f + random.nextDouble() * 0.2 + random.nextDouble() * 0.2 + random.nextDouble() * 0.2;
                attributes.add(attribute("minecraft:max_health", maxHealth));
                attributes.add(attribute("minecraft:movement_speed", speed));
                attributes.add(attribute("minecraft:jump_strength", jump));
                break;
            }
            case DONKEY: {
                group(group, true, 0.2f); // AbstractHorse: AgeableMobGroupData(0.2)
                maxHealth = 15.0f + (float) random.nextInt(8) + (float) random.nextInt(9);
                attributes.add(attribute("minecraft:max_health", maxHealth));
                break;
            }
            case LLAMA: {
                int maxStrength = random.nextFloat() < 0.04f ? 5 : 3;
                nbt.putInt("Strength", 1 + random.nextInt(maxStrength));
                if (group.variant < 0) {
                    group.variant = random.nextInt(4);
                    group(group, true, 0.05f); // LlamaGroupData
                }
                nbt.putInt("Variant", group.variant);
                maxHealth = 15.0f + (float) random.nextInt(8) + (float) random.nextInt(9);
                attributes.add(attribute("minecraft:max_health", maxHealth));
                break;
            }
            case PANDA: {
                int main = gene(random.nextInt(16)), hidden = gene(random.nextInt(16));
                nbt.putString("MainGene", PANDA_GENES[main]);
                nbt.putString("HiddenGene", PANDA_GENES[hidden]);
                // Gene.getVariantFromGenes: a recessive main gene shows only when both agree
                boolean recessive = main == 4 || main == 5;
                int shown = recessive ? (main == hidden ? main : 0) : main;
                if (shown == 5) {
                    maxHealth = 10.0f;
                    attributes.add(attribute("minecraft:max_health", 10.0));
                }
                if (shown == 1) attributes.add(attribute("minecraft:movement_speed", (double) 0.07f));
                group(group, true, 0.2f);
                break;
            }
            case PARROT:
                nbt.putInt("Variant", random.nextInt(5));
                group(group, false, 0.05f);
                break;
            case RABBIT: {
                int biome = level.getBiome(bx, y, bz);
                int r = random.nextInt(100);
                int variant = biomes.whiteRabbits.get(biome) ? (r < 80 ? 1 : 3) : biomes.goldRabbits.get(biome) ? 4 : (r < 50 ? 0 : r < 90 ? 5 : 2);
                if (group.variant < 0) {
                    group.variant = variant;
                    group(group, true, 1.0f); // RabbitGroupData
                }
                nbt.putInt("RabbitType", group.variant);
                break;
            }
            case FOX: {
                if (group.variant < 0) {
                    group.variant = biomes.snowFoxes.get(level.getBiome(bx, y, bz)) ? 1 : 0;
                    group(group, false, 0.05f); // FoxGroupData
                } else if (group.size >= 2) {
                    baby = true;
                }
                nbt.putString("Type", group.variant == 1 ? "snow" : "red");
                if (random.nextFloat() < 0.2f) {
                    float odds = random.nextFloat();
                    String item = odds < 0.05f ? "emerald" : odds < 0.2f ? "egg" : odds < 0.4f ? (random.nextBoolean() ? "rabbit_foot" : "rabbit_hide")
                            : odds < 0.6f ? "wheat" : odds < 0.8f ? "leather" : "feather";
                    nbt.put("equipment", CompoundBinaryTag.builder().put("mainhand", CompoundBinaryTag.builder()
                            .putString("id", "minecraft:" + item).putInt("count", 1).build()).build());
                }
                break;
            }
            case POLAR_BEAR:
                group(group, true, 1.0f);
                break;
            case TURTLE:
                nbt.putIntArray("home_pos", new int[] {bx, y, bz});
                nbt.putBoolean("has_egg", false);
                group(group, true, 0.05f);
                break;
            case STRIDER:
                if (random.nextInt(30) == 0 || random.nextInt(10) == 0) {
                    exact = false; // a rider: its spawn is not written out
                    group(group, true, 0.05f);
                } else {
                    // a new AgeableMobGroupData(0.5) for every strider: it never has a member before it
                    group.started = true;
                    group.shouldSpawnBaby = true;
                    group.babyChance = 0.5f;
                    group.size = 0;
                }
                break;
            default:
                group(group, true, 0.05f);
                break;
        }
        // AgeableMob.finalizeSpawn
        if (group.shouldSpawnBaby && group.size > 0 && random.nextFloat() <= group.babyChance) baby = true;
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
        nbt.putFloat("Health", maxHealth);
        nbt.putBoolean("LeftHanded", leftHanded);
        nbt.putInt("Age", baby ? -24000 : 0);
        nbt.putInt("ForcedAge", 0);
        nbt.putBoolean("AgeLocked", false);
        CompoundBinaryTag modifier = CompoundBinaryTag.builder().putString("id", "minecraft:random_spawn_bonus").putDouble("amount", bonus)
                .putString("operation", "add_multiplied_base").build();
        attributes.add(CompoundBinaryTag.builder().putString("id", "minecraft:follow_range")
                .putDouble("base", MobAttributes.followRange(type))
                .put("modifiers", ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, java.util.List.of(modifier))).build());
        nbt.put("attributes", ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, new java.util.ArrayList<>(attributes)));
        if (memories != null) nbt.put("Brain", CompoundBinaryTag.builder().put("memories", memories.build()).build());
        return new SpawnedMob(type, x, y, z, yaw, nbt.build());
    }

    private static CompoundBinaryTag memory(int value) {
        return CompoundBinaryTag.builder().putInt("value", value).build();
    }

    private static CompoundBinaryTag attribute(String id, double base) {
        return CompoundBinaryTag.builder().putString("id", id).putDouble("base", base).build();
    }

    /** Game: {@code Panda.Gene.getRandom} from its {@code nextInt(16)}. */
    private static int gene(int n) {
        if (n == 0) return 1; // lazy
        if (n == 1) return 2; // worried
        if (n == 2) return 3; // playful
        if (n == 4) return 6; // aggressive
        if (n < 9) return 5; // weak
        if (n < 11) return 4; // brown
        return 0; // normal
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
