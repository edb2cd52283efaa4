package dev.strata.engine.feature.blockpredicates;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.BlockSurvival;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.FluidTypes;
import dev.strata.engine.feature.WorldGenLevel;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Parsing and implementations of {@link BlockPredicate}, after the game's {@code levelgen/blockpredicates} classes
 * (26.1 and 26.2 agree on every type the 26.2 data uses; 26.2 adds {@code matching_biomes}, which the vanilla data
 * does not use, and has {@code unobstructed}, an entity test the data does not use either: both are refused).
 * Every state-testing type reads the state at {@code origin + offset}; the offset is the game's
 * {@code Vec3i.offsetCodec(16)}: three ints, each within [-16, 16], default (0, 0, 0).
 */
final class BlockPredicates {
    private BlockPredicates() {}

    /** Game: {@code TrueBlockPredicate}. */
    record True() implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return true;
        }
    }

    /** Game: {@code MatchingBlocksPredicate}: the state's block is in the holder set. */
    record MatchingBlocks(int dx, int dy, int dz, BitSet blocks) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return blocks.get(level.states().block(level.getBlockState(x + dx, y + dy, z + dz)));
        }
    }

    /** Game: {@code MatchingBlockTagPredicate}: {@code state.is(tag)}. */
    record MatchingBlockTag(int dx, int dy, int dz, BlockStates.BlockTag tag) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return level.states().is(level.getBlockState(x + dx, y + dy, z + dz), tag);
        }
    }

    /** Game: {@code MatchingFluidsPredicate}: {@code state.getFluidState().is(fluids)}, by {@link FluidTypes}: sources and flowing fluids differ. */
    record MatchingFluids(int dx, int dy, int dz, int fluids) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return (FluidTypes.of(level.states(), level.getBlockState(x + dx, y + dy, z + dz)) & fluids) != 0;
        }
    }

    /** Game: {@code SolidPredicate} (deprecated in the game): the legacy {@code BlockState.isSolid()} flag. */
    record Solid(int dx, int dy, int dz) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return level.states().isSolid(level.getBlockState(x + dx, y + dy, z + dz));
        }
    }

    /** Game: {@code ReplaceablePredicate}: {@code BlockState.canBeReplaced()} (the block's replaceable flag). */
    record Replaceable(int dx, int dy, int dz) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return level.states().canBeReplaced(level.getBlockState(x + dx, y + dy, z + dz));
        }
    }

    /** Game: {@code WouldSurvivePredicate}: {@code state.canSurvive(level, origin + offset)}. */
    record WouldSurvive(int dx, int dy, int dz, int state) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return BlockSurvival.canSurvive(level, state, x + dx, y + dy, z + dz);
        }
    }

    /** Game: {@code HasSturdyFacePredicate}: {@code isFaceSturdy(level, pos, direction)} (support type FULL). */
    record HasSturdyFace(int dx, int dy, int dz, Direction direction) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return BlockSupport.vanilla().isFaceSturdy(level.getBlockState(x + dx, y + dy, z + dz), direction);
        }
    }

    /** Game: {@code InsideWorldBoundsPredicate}: {@code isInsideBuildHeight(origin + offset)} (y only). */
    record InsideWorldBounds(int dx, int dy, int dz) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return !level.isOutsideBuildHeight(y + dy);
        }
    }

    /** Game: {@code AnyOfPredicate}: in order, stopping at the first that holds. */
    record AnyOf(List<BlockPredicate> predicates) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            for (BlockPredicate p : predicates) if (p.test(level, x, y, z)) return true;
            return false;
        }
    }

    /** Game: {@code AllOfPredicate}: in order, stopping at the first that fails. */
    record AllOf(List<BlockPredicate> predicates) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            for (BlockPredicate p : predicates) if (!p.test(level, x, y, z)) return false;
            return true;
        }
    }

    /** Game: {@code NotPredicate}. */
    record Not(BlockPredicate predicate) implements BlockPredicate {
        @Override
        public boolean test(WorldGenLevel level, int x, int y, int z) {
            return !predicate.test(level, x, y, z);
        }
    }

    static BlockPredicate parse(JsonCursor c, FeatureParser parser) {
        if (!c.isObject()) throw c.error("expected a block predicate object with a type");
        String type = c.get("type").asId().toString();
        switch (type) {
            case "minecraft:true":
                return new True();
            case "minecraft:matching_blocks": {
                int[] o = offset(c);
                return new MatchingBlocks(o[0], o[1], o[2], parser.blocks(c.get("blocks")));
            }
            case "minecraft:matching_block_tag": {
                int[] o = offset(c);
                JsonCursor t = c.get("tag");
                ResourceId id = t.asId();
                try {
                    return new MatchingBlockTag(o[0], o[1], o[2], parser.states().tag(id.toString()));
                } catch (DataPackException e) {
                    throw t.error(e.getMessage());
                }
            }
            case "minecraft:matching_fluids": {
                int[] o = offset(c);
                return new MatchingFluids(o[0], o[1], o[2], FluidTypes.holderSet(c.get("fluids"), parser.states()));
            }
            case "minecraft:solid": {
                int[] o = offset(c);
                return new Solid(o[0], o[1], o[2]);
            }
            case "minecraft:replaceable": {
                int[] o = offset(c);
                return new Replaceable(o[0], o[1], o[2]);
            }
            case "minecraft:would_survive": {
                int[] o = offset(c);
                return new WouldSurvive(o[0], o[1], o[2], parser.blockState(c.get("state")));
            }
            case "minecraft:has_sturdy_face": {
                int[] o = offset(c);
                JsonCursor d = c.get("direction");
                Direction dir = Direction.byName(d.asString());
                if (dir == null) throw d.error("unknown direction " + d.asString() + " (expected down, up, north, south, west or east)");
                return new HasSturdyFace(o[0], o[1], o[2], dir);
            }
            case "minecraft:inside_world_bounds": {
                int[] o = offset(c);
                return new InsideWorldBounds(o[0], o[1], o[2]);
            }
            case "minecraft:any_of":
                return new AnyOf(list(c, parser));
            case "minecraft:all_of":
                return new AllOf(list(c, parser));
            case "minecraft:not":
                return new Not(parse(c.get("predicate"), parser));
            default:
                throw c.get("type").error("unknown block predicate type " + type + " (expected matching_blocks,"
                        + " matching_block_tag, matching_fluids, solid, replaceable, would_survive, has_sturdy_face,"
                        + " inside_world_bounds, any_of, all_of, not or true)");
        }
    }

    private static List<BlockPredicate> list(JsonCursor c, FeatureParser parser) {
        List<BlockPredicate> out = new ArrayList<>();
        for (JsonCursor e : c.get("predicates").elements()) out.add(parse(e, parser));
        return List.copyOf(out);
    }

    /** Game: {@code Vec3i.offsetCodec(16)}: optional {@code offset}, three ints within [-16, 16]. */
    static int[] offset(JsonCursor c) {
        if (!c.has("offset")) return new int[3];
        JsonCursor o = c.get("offset");
        List<JsonCursor> e = o.isArray() ? o.elements() : List.of();
        if (e.size() != 3) throw o.error("expected an offset [x, y, z]");
        return new int[] {e.get(0).asInt(-16, 16), e.get(1).asInt(-16, 16), e.get(2).asInt(-16, 16)};
    }
}
