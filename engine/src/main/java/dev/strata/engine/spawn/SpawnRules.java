package dev.strata.engine.spawn;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import java.util.function.IntPredicate;

/**
 * The spawn rules of the creature types at chunk generation (26.1 decompile, {@code SpawnPlacements.register}'s
 * predicates and {@code Mob.checkSpawnRules}; unchanged in 26.2):
 *
 * <ul>
 *   <li>{@link #checkSpawnRules} ({@code SpawnPlacements.checkSpawnRules}, reason {@code CHUNK_GENERATION}, which does
 *       not ignore light: only {@code TRIAL_SPAWNER} does): the block below in the type's tag and raw brightness
 *       above 8 ({@code Animal.isBrightEnoughToSpawn}) — {@code #animals_spawnable_on} (chicken, cow, donkey, horse,
 *       llama, panda, pig, sheep), {@code #armadillo_spawnable_on}, {@code #camels_spawnable_on},
 *       {@code #foxes_spawnable_on}, {@code #frogs_spawnable_on}, {@code #goats_spawnable_on},
 *       {@code #mooshrooms_spawnable_on}, {@code #parrots_spawnable_on}, {@code #rabbits_spawnable_on},
 *       {@code #wolves_spawnable_on}; polar bears in a biome of {@code #polar_bears_spawn_on_alternate_blocks} on
 *       {@code #polar_bears_spawnable_on_alternate}, elsewhere the animal rule; turtles below sea level + 4 on
 *       {@code #sand}; striders where the first non-lava block above is air.</li>
 *   <li>{@link #walkTargetValue} ({@code PathfinderMob.checkSpawnRules}: the mob's walk target value at its block
 *       must be {@code >= 0}): animals 10 on a grass block, mooshrooms 10 on mycelium, turtles 10 in water or on sand,
 *       else {@code getPathfindingCostFromLightLevels} = {@code curve(brightness / 15) lerped by the dimension's
 *       ambient light - 0.5}; striders 10 in lava, else 0 (a new mob is not yet in lava).</li>
 * </ul>
 */
public final class SpawnRules {
    private final BlockStates states;
    private final BlockStates.BlockTag animals, armadillo, camels, foxes, frogs, goats, mooshrooms, parrots, rabbits, wolves,
            polarAlternate, sand;
    private final int grassBlock, mycelium;
    private final IntPredicate polarBearAlternateBiome;
    private final int seaLevel;
    private final float ambientLight;

    /**
     * @param states block facts and tags of the pack
     * @param polarBearAlternateBiome whether a biome id is in {@code #polar_bears_spawn_on_alternate_blocks}
     * @param seaLevel the dimension's sea level
     * @param ambientLight the dimension type's {@code ambient_light}
     */
    public SpawnRules(BlockStates states, IntPredicate polarBearAlternateBiome, int seaLevel, float ambientLight) {
        this.states = states;
        this.animals = states.tag("minecraft:animals_spawnable_on");
        this.armadillo = states.tag("minecraft:armadillo_spawnable_on");
        this.camels = states.tag("minecraft:camels_spawnable_on");
        this.foxes = states.tag("minecraft:foxes_spawnable_on");
        this.frogs = states.tag("minecraft:frogs_spawnable_on");
        this.goats = states.tag("minecraft:goats_spawnable_on");
        this.mooshrooms = states.tag("minecraft:mooshrooms_spawnable_on");
        this.parrots = states.tag("minecraft:parrots_spawnable_on");
        this.rabbits = states.tag("minecraft:rabbits_spawnable_on");
        this.wolves = states.tag("minecraft:wolves_spawnable_on");
        this.polarAlternate = states.tag("minecraft:polar_bears_spawnable_on_alternate");
        this.sand = states.tag("minecraft:sand");
        this.grassBlock = states.blockIndex("minecraft:grass_block");
        this.mycelium = states.blockIndex("minecraft:mycelium");
        this.polarBearAlternateBiome = polarBearAlternateBiome;
        this.seaLevel = seaLevel;
        this.ambientLight = ambientLight;
    }

    /** Game: the type's registered spawn predicate at {@code (x, y, z)} for {@code CHUNK_GENERATION}. */
    public boolean checkSpawnRules(SpawnEntityType type, WorldGenLevel level, SpawnLight light, int x, int y, int z) {
        int below = level.getBlockState(x, y - 1, z);
        switch (type) {
            case STRIDER: {
                int cy = y;
                do {
                    cy++;
                } while (states.isLavaFluid(level.getBlockState(x, cy, z)));
                return states.isAir(level.getBlockState(x, cy, z));
            }
            case TURTLE:
                return y < seaLevel + 4 && states.is(below, sand) && bright(light, x, y, z);
            case POLAR_BEAR:
                if (polarBearAlternateBiome.test(level.getBiome(x, y, z))) return bright(light, x, y, z) && states.is(below, polarAlternate);
                return states.is(below, animals) && bright(light, x, y, z);
            default:
                return states.is(below, tag(type)) && bright(light, x, y, z);
        }
    }

    private BlockStates.BlockTag tag(SpawnEntityType type) {
        switch (type) {
            case ARMADILLO: return armadillo;
            case CAMEL: return camels;
            case FOX: return foxes;
            case FROG: return frogs;
            case GOAT: return goats;
            case MOOSHROOM: return mooshrooms;
            case PARROT: return parrots;
            case RABBIT: return rabbits;
            case WOLF: return wolves;
            default: return animals;
        }
    }

    /** Game: {@code Animal.isBrightEnoughToSpawn}: {@code getRawBrightness(pos, 0) > 8}. */
    private static boolean bright(SpawnLight light, int x, int y, int z) {
        return light.rawBrightness(x, y, z) > 8;
    }

    /** Game: {@code getWalkTargetValue(blockPosition, level)} of a freshly made mob of the type. */
    public float walkTargetValue(SpawnEntityType type, WorldGenLevel level, SpawnLight light, int x, int y, int z) {
        int below = level.getBlockState(x, y - 1, z);
        switch (type) {
            case STRIDER:
                return states.isLavaFluid(level.getBlockState(x, y, z)) ? 10.0f : 0.0f;
            case MOOSHROOM:
                if (states.registry().blockIndex(below) == mycelium) return 10.0f;
                return costFromLight(light, x, y, z);
            case TURTLE:
                if (states.isWaterFluid(level.getBlockState(x, y, z))) return 10.0f;
                if (states.is(below, sand)) return 10.0f;
                return costFromLight(light, x, y, z);
            default:
                if (states.registry().blockIndex(below) == grassBlock) return 10.0f;
                return costFromLight(light, x, y, z);
        }
    }

    /** Game: {@code LevelReader.getPathfindingCostFromLightLevels} ({@code getLightLevelDependentMagicValue - 0.5f}). */
    float costFromLight(SpawnLight light, int x, int y, int z) {
        float v = (float) light.rawBrightness(x, y, z) / 15.0f;
        float curved = v / (4.0f - 3.0f * v);
        float magic = curved + ambientLight * (1.0f - curved); // Mth.lerp(ambientLight, curved, 1.0f)
        return magic - 0.5f;
    }
}
