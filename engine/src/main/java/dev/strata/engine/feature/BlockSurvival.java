package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.block.BlockStates.BlockTag;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Whether a block state may stand at a position (game: {@code BlockState.canSurvive(LevelReader, BlockPos)}, each
 * block class's own rule), for the blocks the 26.2 features place where the game asks: {@code simple_block} (its
 * {@code to_place} states), the {@code would_survive} predicate (saplings, propagules, cactus, sugar cane, firefly
 * bush), and the features that ask in code (bamboo, kelp, seagrass, sea pickle, nether forest vegetation, root
 * systems' hanging roots, the bonus chest's torches, snow of {@code freeze_top_layer} through
 * {@code Biome.shouldSnow}). The rules are the 26.1 block classes' ({@code block/*.java}: {@code canSurvive},
 * {@code mayPlaceOn}, {@code canAttachTo}); 26.2's {@code MushroomBlock}, {@code SimpleBlockFeature} and the new
 * {@code PotentSulfurBlock} (no rule: always) were checked. The support blocks are the pack's block tags
 * ({@code supports_vegetation}, ...), fluid tags ({@code supports_lily_pad}, {@code supports_sugar_cane_adjacently})
 * and the face shapes of {@link BlockSupport}.
 *
 * <p>Blocks without a rule of their own survive anywhere (game: {@code BlockBehaviour.canSurvive} returns true).
 * Blocks whose class has a rule not written here (doors, rails, signs, vines, crops, dripstone...) throw
 * {@link IllegalStateException}: no vanilla feature asks about them, and answering true would be silently wrong.
 *
 * <p><b>Light at the features step</b> (mushrooms: {@code getRawBrightness(pos, 0) < 13} unless the block below is
 * in {@code overrides_mushroom_light_requirement}). {@code WorldGenRegion} reads the server's light engine, which
 * holds no light for a chunk before {@code initialize_light} (after features). What it answers depends on the
 * history of the neighbours: a column with no light sections answers 15 in a dimension with sky light
 * ({@code SkyLightSectionStorage.getLightValue}: no top section known), 0 without sky light; but a neighbour that
 * has initialised its light gives the sections within one section of its non-empty ones an (all zero) data layer
 * ({@code LayerLightSectionStorage.updateSectionStatus} / {@code SkyLightSectionStorage.createDataLayer} for a
 * column whose light is off), and then the column answers 0 below the top of those layers and 15 at and above
 * it. So vanilla's answer depends on generation order (the Starlight author describes the same:
 * PaperMC/Starlight#193). A level that knows the history implements {@link Brightness}; otherwise the answer is
 * 0, the case of a chunk generated next to lit ones (the common one when a world grows outward, and always the
 * answer without sky light). Mushrooms placed in light are taken away again by post-processing at
 * {@code full} (they are post-processed blocks), with the real light.
 *
 * <p>The rules are a table per block, built once per {@link BlockStates} (tags resolved then), so a call is an
 * array lookup and a few block reads.
 */
public final class BlockSurvival {
    private BlockSurvival() {}

    /** The raw brightness a level answers at the features step (game: {@code getRawBrightness(pos, 0)}). */
    public interface Brightness {
        int rawBrightness(int x, int y, int z);
    }

    /** What {@link #canSurvive} assumes when the level does not implement {@link Brightness}; see the class comment. */
    public static final int DEFAULT_BRIGHTNESS = 0;

    private static final int ALWAYS = 0, NOT_MODELLED = 1, TAG_BELOW = 2, DOUBLE_PLANT = 3, MUSHROOM = 4, LILY_PAD = 5,
            PROPAGULE = 6, SMALL_DRIPLEAF = 7, FIRE = 8, STURDY_BELOW = 9, NOT_AIR_BELOW = 10, MOSSY_CARPET = 11,
            SPORE_BLOSSOM = 12, SUGAR_CANE = 13, CACTUS = 14, SEA_PICKLE = 15, SEAGRASS = 16, TALL_SEAGRASS = 17,
            GROWING_UP = 18, GROWING_DOWN = 19, HANGING_ROOTS = 20, TORCH = 21, MULTIFACE = 22, SNOW = 23,
            HANGING_MOSS = 24, CACTUS_FLOWER = 25;

    private static final Map<BlockStates, Rules> RULES = Collections.synchronizedMap(new WeakHashMap<>());

    /**
     * Game: {@code state.canSurvive(level, pos)}.
     *
     * @throws IllegalStateException for a block whose rule is not modelled (see the class comment)
     */
    public static boolean canSurvive(WorldGenLevel level, int state, int x, int y, int z) {
        BlockStates states = level.states();
        Rules r = rules(states);
        int block = states.block(state);
        switch (r.rule[block]) {
            case ALWAYS:
                return true;
            case TAG_BELOW:
                return states.is(level.getBlockState(x, y - 1, z), r.tag[block]);
            case DOUBLE_PLANT:
                if ((r.flags[state] & UPPER) != 0) return isLowerHalf(r, states, level.getBlockState(x, y - 1, z), block);
                return states.is(level.getBlockState(x, y - 1, z), r.tag[block]);
            case MUSHROOM: {
                int below = level.getBlockState(x, y - 1, z);
                if (states.is(below, r.mushroomOverride)) return true;
                int light = level instanceof Brightness b ? b.rawBrightness(x, y, z) : DEFAULT_BRIGHTNESS;
                return light < 13 && r.support.isSolidRender(below);
            }
            case LILY_PAD: {
                // VegetationBlock.canSurvive -> LilyPadBlock.mayPlaceOn(below): the fluid below (or the block) supports it, and no fluid at pos
                int below = level.getBlockState(x, y - 1, z);
                boolean supports = (FluidTypes.of(states, below) & r.lilyPadFluids) != 0 || states.is(below, r.tag[block]);
                return supports && !states.hasFluid(level.getBlockState(x, y, z));
            }
            case PROPAGULE:
                if ((r.flags[state] & HANGING) != 0) return states.is(level.getBlockState(x, y + 1, z), r.hangingPropagule);
                return states.is(level.getBlockState(x, y - 1, z), r.tag[block]);
            case SMALL_DRIPLEAF: {
                if ((r.flags[state] & UPPER) != 0) return isLowerHalf(r, states, level.getBlockState(x, y - 1, z), block);
                int below = level.getBlockState(x, y - 1, z);
                if (states.is(below, r.tag[block])) return true;
                return FluidTypes.of(states, level.getBlockState(x, y, z)) == FluidTypes.WATER && states.is(below, r.vegetation);
            }
            case FIRE: {
                if (r.support.isFaceSturdy(level.getBlockState(x, y - 1, z), Direction.UP)) return true;
                for (Direction d : Direction.values()) {
                    if (r.support.canBurn(level.getBlockState(x + d.stepX, y + d.stepY, z + d.stepZ))) return true;
                }
                return false;
            }
            case STURDY_BELOW:
                return r.support.isFaceSturdy(level.getBlockState(x, y - 1, z), Direction.UP);
            case NOT_AIR_BELOW:
                return !states.isAir(level.getBlockState(x, y - 1, z));
            case MOSSY_CARPET: {
                int below = level.getBlockState(x, y - 1, z);
                if ((r.flags[state] & BOTTOM) != 0) return !states.isAir(below);
                return states.block(below) == block && (r.flags[below] & BOTTOM) != 0;
            }
            case SPORE_BLOSSOM: {
                int above = level.getBlockState(x, y + 1, z);
                boolean center = !states.is(above, r.unstableBottomCenter)
                        && r.support.isFaceSturdy(above, Direction.DOWN, BlockSupport.Type.CENTER);
                return center && !states.isWaterFluid(level.getBlockState(x, y, z));
            }
            case SUGAR_CANE: {
                int below = level.getBlockState(x, y - 1, z);
                if (states.block(below) == block) return true;
                if (!states.is(below, r.tag[block])) return false;
                for (Direction d : Direction.HORIZONTAL) {
                    int n = level.getBlockState(x + d.stepX, y - 1, z + d.stepZ);
                    if ((FluidTypes.of(states, n) & r.sugarCaneFluids) != 0 || states.is(n, r.sugarCaneBlocks)) return true;
                }
                return false;
            }
            case CACTUS: {
                for (Direction d : Direction.HORIZONTAL) {
                    int n = level.getBlockState(x + d.stepX, y, z + d.stepZ);
                    if (states.isSolid(n) || states.isLavaFluid(n)) return false;
                }
                int below = level.getBlockState(x, y - 1, z);
                int above = level.getBlockState(x, y + 1, z);
                int a = states.block(above);
                return (states.block(below) == block || states.is(below, r.tag[block])) && a != r.waterBlock && a != r.lavaBlock;
            }
            case SEA_PICKLE: {
                int below = level.getBlockState(x, y - 1, z);
                return r.support.hasCollisionFace(below, Direction.UP) || r.support.isFaceSturdy(below, Direction.UP);
            }
            case SEAGRASS:
                return seagrassSoil(r, states, level.getBlockState(x, y - 1, z));
            case TALL_SEAGRASS: {
                if ((r.flags[state] & UPPER) != 0) return isLowerHalf(r, states, level.getBlockState(x, y - 1, z), block);
                int here = level.getBlockState(x, y, z);
                return seagrassSoil(r, states, level.getBlockState(x, y - 1, z)) && states.isWaterFluid(here) && FluidTypes.isFull(states, here);
            }
            case GROWING_UP:
            case GROWING_DOWN: {
                // GrowingPlantBlock: attached to the block against the growth direction
                int dy = r.rule[block] == GROWING_UP ? -1 : 1;
                int attached = level.getBlockState(x, y + dy, z);
                if (r.tag[block] != null && states.is(attached, r.tag[block])) return false; // canAttachTo (kelp: cannot_support_kelp)
                int ab = states.block(attached);
                if (ab == r.head[block] || ab == r.body[block]) return true;
                return r.support.isFaceSturdy(attached, dy < 0 ? Direction.UP : Direction.DOWN);
            }
            case HANGING_ROOTS:
                return r.support.isFaceSturdy(level.getBlockState(x, y + 1, z), Direction.DOWN);
            case TORCH: {
                int below = level.getBlockState(x, y - 1, z);
                return r.support.isFaceSturdy(below, Direction.UP, BlockSupport.Type.CENTER);
            }
            case MULTIFACE: {
                boolean any = false;
                for (Direction d : Direction.values()) {
                    if ((r.flags[state] & (FACE << d.ordinal())) == 0) continue;
                    if (!canAttachTo(r, level.getBlockState(x + d.stepX, y + d.stepY, z + d.stepZ), d)) return false;
                    any = true;
                }
                return any;
            }
            case SNOW: {
                int below = level.getBlockState(x, y - 1, z);
                if (states.is(below, r.tag[block])) return false;
                if (states.is(below, r.snowOverride)) return true;
                return r.support.isCollisionFaceFull(below, Direction.UP)
                        || states.block(below) == block && (r.flags[below] & LAYERS_8) != 0;
            }
            case HANGING_MOSS: {
                int above = level.getBlockState(x, y + 1, z);
                return canAttachTo(r, above, Direction.UP) || states.block(above) == block;
            }
            case CACTUS_FLOWER: {
                int below = level.getBlockState(x, y - 1, z);
                return states.is(below, r.tag[block]) || r.support.isFaceSturdy(below, Direction.UP, BlockSupport.Type.CENTER);
            }
            default:
                throw new IllegalStateException("canSurvive of " + states.registry().toString(state)
                        + " is not modelled (no vanilla feature asks about it)");
        }
    }

    /** Game: {@code MultifaceBlock.canAttachTo}: the neighbour's support or collision face towards us is full. */
    private static boolean canAttachTo(Rules r, int neighbour, Direction towardsNeighbour) {
        Direction face = towardsNeighbour.opposite();
        return r.support.isFaceSturdy(neighbour, face) || r.support.isCollisionFaceFull(neighbour, face);
    }

    private static boolean seagrassSoil(Rules r, BlockStates states, int below) {
        return r.support.isFaceSturdy(below, Direction.UP) && !states.is(below, r.cannotSupportSeagrass);
    }

    private static boolean isLowerHalf(Rules r, BlockStates states, int below, int block) {
        return states.block(below) == block && (r.flags[below] & LOWER) != 0;
    }

    /** Per-state property flags of {@link Rules#flags}. */
    private static final int UPPER = 1, LOWER = 2, HANGING = 4, BOTTOM = 8, LAYERS_8 = 16, FACE = 1 << 8;

    private static Rules rules(BlockStates states) {
        Rules r = RULES.get(states);
        if (r == null) {
            r = new Rules(states);
            RULES.put(states, r);
        }
        return r;
    }

    /** The per-block table of one pack. */
    private static final class Rules {
        final int[] rule;
        final BlockTag[] tag;
        final int[] head, body;
        /** Per state: {@link #UPPER}, {@link #LOWER}, {@link #HANGING}, {@link #BOTTOM}, {@link #LAYERS_8}, faces at {@link #FACE} << direction. */
        final int[] flags;
        final BlockSupport support = BlockSupport.vanilla();
        final BlockTag mushroomOverride, hangingPropagule, vegetation, unstableBottomCenter, sugarCaneBlocks,
                cannotSupportSeagrass, snowOverride;
        final int lilyPadFluids, sugarCaneFluids, waterBlock, lavaBlock;

        Rules(BlockStates states) {
            BlockStateRegistry reg = states.registry();
            int n = reg.blockCount();
            rule = new int[n];
            tag = new BlockTag[n];
            head = new int[n];
            body = new int[n];
            flags = new int[reg.stateCount()];
            for (int s = 0; s < flags.length; s++) {
                int f = 0;
                String half = reg.value(s, "half");
                if ("upper".equals(half)) f |= UPPER;
                if ("lower".equals(half)) f |= LOWER;
                if ("true".equals(reg.value(s, "hanging"))) f |= HANGING;
                if ("true".equals(reg.value(s, "bottom"))) f |= BOTTOM;
                if ("8".equals(reg.value(s, "layers"))) f |= LAYERS_8;
                for (Direction d : Direction.values()) if ("true".equals(reg.value(s, d.serializedName()))) f |= FACE << d.ordinal();
                flags[s] = f;
            }
            mushroomOverride = states.tag("minecraft:overrides_mushroom_light_requirement");
            hangingPropagule = states.tag("minecraft:supports_hanging_mangrove_propagule");
            vegetation = states.tag("minecraft:supports_vegetation");
            unstableBottomCenter = states.tag("minecraft:unstable_bottom_center");
            sugarCaneBlocks = states.tag("minecraft:supports_sugar_cane_adjacently");
            cannotSupportSeagrass = states.tag("minecraft:cannot_support_seagrass");
            snowOverride = states.tag("minecraft:support_override_snow_layer");
            lilyPadFluids = FluidTypes.tag(states, "minecraft:supports_lily_pad");
            sugarCaneFluids = FluidTypes.tag(states, "minecraft:supports_sugar_cane_adjacently");
            waterBlock = states.blockIndex("minecraft:water");
            lavaBlock = states.blockIndex("minecraft:lava");

            // VegetationBlock.mayPlaceOn: supports_vegetation (FlowerBlock, EyeblossomBlock, BushBlock, TallGrassBlock,
            // FireflyBushBlock, SweetBerryBushBlock, SaplingBlock, FlowerBedBlock)
            set(states, TAG_BELOW, "minecraft:supports_vegetation", "dandelion", "golden_dandelion", "torchflower", "poppy",
                    "blue_orchid", "allium", "azure_bluet", "red_tulip", "orange_tulip", "white_tulip", "pink_tulip",
                    "oxeye_daisy", "cornflower", "lily_of_the_valley", "open_eyeblossom", "closed_eyeblossom", "bush",
                    "short_grass", "fern", "firefly_bush", "sweet_berry_bush", "oak_sapling", "spruce_sapling",
                    "birch_sapling", "jungle_sapling", "acacia_sapling", "cherry_sapling", "dark_oak_sapling",
                    "pale_oak_sapling", "pink_petals", "wildflowers");
            // DoublePlantBlock / TallFlowerBlock: upper needs its lower half; lower as VegetationBlock
            set(states, DOUBLE_PLANT, "minecraft:supports_vegetation", "tall_grass", "large_fern", "pitcher_plant",
                    "sunflower", "lilac", "rose_bush", "peony");
            set(states, TAG_BELOW, "minecraft:supports_dry_vegetation", "dead_bush", "short_dry_grass", "tall_dry_grass");
            set(states, TAG_BELOW, "minecraft:supports_azalea", "azalea", "flowering_azalea");
            set(states, TAG_BELOW, "minecraft:supports_wither_rose", "wither_rose");
            set(states, TAG_BELOW, "minecraft:supports_crimson_roots", "crimson_roots");
            set(states, TAG_BELOW, "minecraft:supports_warped_roots", "warped_roots");
            set(states, TAG_BELOW, "minecraft:supports_crimson_fungus", "crimson_fungus");
            set(states, TAG_BELOW, "minecraft:supports_warped_fungus", "warped_fungus");
            set(states, TAG_BELOW, "minecraft:supports_nether_sprouts", "nether_sprouts");
            set(states, TAG_BELOW, "minecraft:supports_bamboo", "bamboo", "bamboo_sapling");
            set(states, TAG_BELOW, "minecraft:soul_fire_base_blocks", "soul_fire");
            set(states, MUSHROOM, null, "brown_mushroom", "red_mushroom");
            set(states, LILY_PAD, "minecraft:supports_lily_pad", "lily_pad");
            set(states, PROPAGULE, "minecraft:supports_mangrove_propagule", "mangrove_propagule");
            set(states, SMALL_DRIPLEAF, "minecraft:supports_small_dripleaf", "small_dripleaf");
            set(states, FIRE, null, "fire");
            set(states, STURDY_BELOW, null, "leaf_litter");
            // CarpetBlock (moss carpet, WoolCarpetBlock): not above an empty block
            set(states, NOT_AIR_BELOW, null, "moss_carpet", "white_carpet", "orange_carpet", "magenta_carpet",
                    "light_blue_carpet", "yellow_carpet", "lime_carpet", "pink_carpet", "gray_carpet", "light_gray_carpet",
                    "cyan_carpet", "purple_carpet", "blue_carpet", "brown_carpet", "green_carpet", "red_carpet", "black_carpet");
            set(states, MOSSY_CARPET, null, "pale_moss_carpet");
            set(states, SPORE_BLOSSOM, null, "spore_blossom");
            set(states, SUGAR_CANE, "minecraft:supports_sugar_cane", "sugar_cane");
            set(states, CACTUS, "minecraft:supports_cactus", "cactus");
            set(states, SEA_PICKLE, null, "sea_pickle");
            set(states, SEAGRASS, null, "seagrass");
            set(states, TALL_SEAGRASS, null, "tall_seagrass");
            growing(states, GROWING_UP, "kelp", "kelp_plant", "minecraft:cannot_support_kelp");
            growing(states, GROWING_UP, "twisting_vines", "twisting_vines_plant", null);
            growing(states, GROWING_DOWN, "weeping_vines", "weeping_vines_plant", null);
            growing(states, GROWING_DOWN, "cave_vines", "cave_vines_plant", null);
            set(states, HANGING_ROOTS, null, "hanging_roots");
            set(states, TORCH, null, "torch", "soul_torch", "copper_torch", "redstone_torch");
            set(states, MULTIFACE, null, "glow_lichen", "sculk_vein", "resin_clump");
            set(states, SNOW, "minecraft:cannot_support_snow_layer", "snow");
            set(states, HANGING_MOSS, null, "pale_hanging_moss");
            set(states, CACTUS_FLOWER, "minecraft:support_override_cactus_flower", "cactus_flower");
            // Classes with a rule of their own that no vanilla feature asks about.
            for (int b = 0; b < n; b++) {
                if (rule[b] != ALWAYS) continue;
                String name = reg.blockNameOfIndex(b);
                if (notModelled(name)) rule[b] = NOT_MODELLED;
            }
        }

        private void set(BlockStates states, int r, String tagName, String... blocks) {
            BlockTag t = tagName == null ? null : states.tag(tagName);
            for (String name : blocks) {
                int b = states.blockIndex("minecraft:" + name);
                rule[b] = r;
                tag[b] = t;
            }
        }

        private void growing(BlockStates states, int r, String headName, String bodyName, String cannotAttach) {
            int h = states.blockIndex("minecraft:" + headName), b = states.blockIndex("minecraft:" + bodyName);
            BlockTag t = cannotAttach == null ? null : states.tag(cannotAttach);
            for (int i : new int[] {h, b}) {
                rule[i] = r;
                head[i] = h;
                body[i] = b;
                tag[i] = t;
            }
        }

        /** Blocks of 26.1 classes that override {@code canSurvive}/{@code mayPlaceOn} and are not written out above. */
        private static boolean notModelled(String name) {
            String p = name.substring(name.indexOf(':') + 1);
            return p.endsWith("_door") || p.endsWith("rail") || p.endsWith("_sign") || p.endsWith("_banner")
                    || p.endsWith("_pressure_plate") || p.endsWith("_button") || p.endsWith("_wall_torch")
                    || p.endsWith("_wall_fan") || p.endsWith("coral") || p.endsWith("coral_fan") || p.endsWith("candle")
                    || p.endsWith("cake") || p.endsWith("lantern") || p.endsWith("_bud") || p.endsWith("amethyst_cluster")
                    || switch (p) {
                        case "vine", "cocoa", "wheat", "carrots", "potatoes", "beetroots", "torchflower_crop", "pitcher_crop",
                             "nether_wart", "chorus_plant", "chorus_flower", "big_dripleaf", "big_dripleaf_stem",
                             "pointed_dripstone", "scaffolding", "frogspawn", "bell", "ladder", "lever", "redstone_wire",
                             "repeater", "comparator", "tripwire_hook", "grindstone", "bubble_column", "farmland",
                             "dirt_path", "pumpkin_stem", "melon_stem", "attached_pumpkin_stem", "attached_melon_stem" -> true;
                        default -> false;
                    };
        }
    }
}
