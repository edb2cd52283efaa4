package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.Shuffle;
import dev.strata.engine.structure.template.PlacementScratch;
import dev.strata.engine.structure.template.ProcessedBlock;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A structure processor (game: {@code templatesystem.StructureProcessor}, 26.2, dispatched on {@code processor_type}):
 * changes or drops each block of a template before it is placed ({@link #processBlock}), and may then look at the
 * whole list ({@link #finalizeProcessing}). Without a random of the settings (jigsaw elements set none), the
 * processors that draw use {@code RandomSource.create(Mth.getSeed(block position))}.
 *
 * <p>Types read from the data: {@code rule}, {@code block_rot}, {@code protected_blocks}, {@code capped}; made by the
 * elements themselves: {@code block_ignore}, {@code jigsaw_replacement}, {@code gravity}.
 */
public sealed interface StructureProcessor {
    /**
     * What a processor sees: the level, the template's placement position and the start's reference position.
     * Reads go through {@link #blockState} and {@link #height}, which answer for the level's writable area (the chunk
     * being decorated and its eight neighbours); outside it (only a processor looking at the whole piece, capped, gets
     * there) they answer air and the level's bottom: those blocks are never placed (the chunk box is inside the area),
     * so only which blocks a capped processor picks can depend on it (the game reads the neighbouring chunks at an
     * earlier status there).
     */
    record Context(WorldGenLevel level, int posX, int posY, int posZ, long referencePos) {
        int blockState(int x, int y, int z) {
            return level.ensureCanWrite(x, y, z) ? level.getBlockState(x, y, z) : level.states().air;
        }

        int height(Heightmap.Types type, int x, int z) {
            return level.ensureCanWrite(x, 0, z) ? level.getHeight(type, x, z) : level.getMinY();
        }
    }

    /**
     * Game: {@code processBlock(level, position, referencePos, templateRelativePos, processed, settings)}.
     *
     * @param templatePos the block's position in the template, unturned {x, y, z}
     * @return {@code processed}, changed in place, or null to drop the block
     */
    ProcessedBlock processBlock(Context c, int[] templatePos, ProcessedBlock processed);

    /** Game: {@code evaluatesEntirePieceState}: whether every block of the piece is processed, not only the chunk's. */
    default boolean evaluatesEntirePieceState() {
        return false;
    }

    /**
     * Game: {@code finalizeProcessing}: may change the processed blocks in place (each knows its original's index in
     * {@code palette}); {@code scratch} and {@code work} are the placement's own, to use instead of allocating. The
     * default does nothing.
     */
    default void finalizeProcessing(Context c, List<StructureTemplate.BlockInfo> palette, PlacementScratch.BlockList processed, PlacementScratch scratch,
                                    ProcessedBlock work) {}

    /** Game: {@code BlockIgnoreProcessor}: drops the listed blocks. */
    record BlockIgnore(BitSet blocks) implements StructureProcessor {
        @Override
        public ProcessedBlock processBlock(Context c, int[] templatePos, ProcessedBlock processed) {
            return blocks.get(c.level().states().block(processed.state())) ? null : processed;
        }
    }

    /**
     * Game: {@code JigsawReplacementProcessor}: a jigsaw block becomes its {@code final_state} without data, dropped
     * when that is a structure void.
     */
    record JigsawReplacement(int jigsawBlock, int structureVoid) implements StructureProcessor {
        @Override
        public ProcessedBlock processBlock(Context c, int[] templatePos, ProcessedBlock processed) {
            BlockStates s = c.level().states();
            if (s.block(processed.state()) != jigsawBlock || processed.nbt() == null) return processed;
            String finalState = processed.nbt().getString("final_state", "minecraft:air");
            int state = FinalStates.parse(s, finalState);
            if (state < 0) return null; // game: logs "Failed to parse jigsaw replacement state" and drops the block
            if (s.block(state) == structureVoid) return null;
            return processed.set(processed.x(), processed.y(), processed.z(), state, null);
        }
    }

    /** Game: {@code GravityProcessor(heightmap, offset)}: the block's y becomes the heightmap's plus offset plus its template y. */
    record Gravity(Heightmap.Types heightmap, int offset) implements StructureProcessor {
        @Override
        public ProcessedBlock processBlock(Context c, int[] templatePos, ProcessedBlock processed) {
            int height = c.height(heightmap, processed.x(), processed.z()) + offset;
            return processed.set(processed.x(), height + templatePos[1], processed.z(), processed.state(), processed.nbt());
        }
    }

    /**
     * Game: {@code BlockRotProcessor}: drops a block (of {@code rottable_blocks}, when given) unless a float draw is at
     * most {@code integrity}.
     */
    record BlockRot(BitSet rottable, float integrity) implements StructureProcessor {
        @Override
        public ProcessedBlock processBlock(Context c, int[] templatePos, ProcessedBlock processed) {
            RandomSource random = processed.positionalRandom();
            boolean rots = rottable == null || rottable.get(c.level().states().block(processed.state()));
            return rots && !(random.nextFloat() <= integrity) ? null : processed;
        }
    }

    /** Game: {@code ProtectedBlockProcessor}: drops a block whose place holds a block of the tag. */
    record ProtectedBlocks(BitSet cannotReplace) implements StructureProcessor {
        @Override
        public ProcessedBlock processBlock(Context c, int[] templatePos, ProcessedBlock processed) {
            int there = c.blockState(processed.x(), processed.y(), processed.z());
            return cannotReplace.get(c.level().states().block(there)) ? null : processed;
        }
    }

    /**
     * Game: {@code RuleProcessor}: the first rule whose tests pass (the input state, the state in the level, the
     * position) replaces the block's state and data; one random per block, {@code create(Mth.getSeed(pos))}.
     */
    record Rule(List<ProcessorRule> rules) implements StructureProcessor {
        @Override
        public ProcessedBlock processBlock(Context c, int[] templatePos, ProcessedBlock processed) {
            RandomSource random = processed.positionalRandom();
            BlockStates s = c.level().states();
            int loc = c.blockState(processed.x(), processed.y(), processed.z());
            for (int i = 0, n = rules.size(); i < n; i++) { // indexed: no iterator per block
                ProcessorRule r = rules.get(i);
                if (!r.test(s, processed.state(), loc, templatePos, processed, c.referencePos(), random)) continue;
                return processed.set(processed.x(), processed.y(), processed.z(), r.outputState(), r.outputTag(random, processed.nbt()));
            }
            return processed;
        }
    }

    /**
     * Game: {@code CappedProcessor}: after all blocks are processed, its delegate is applied to at most {@code limit}
     * of them, in an order shuffled with {@code RandomSource.create(seed).forkPositional().at(position)} (the limit
     * drawn first); a block counts when the delegate changed it. Looks at the whole piece.
     */
    record Capped(StructureProcessor delegate, IntProvider limit) implements StructureProcessor {
        @Override
        public ProcessedBlock processBlock(Context c, int[] templatePos, ProcessedBlock processed) {
            return processed;
        }

        @Override
        public boolean evaluatesEntirePieceState() {
            return true;
        }

        @Override
        public void finalizeProcessing(Context c, List<StructureTemplate.BlockInfo> palette, PlacementScratch.BlockList processed, PlacementScratch scratch,
                                       ProcessedBlock work) {
            int n = processed.size();
            if (limit.maxValue() == 0 || n == 0) return;
            RandomSource random = new LegacyRandom(c.level().getSeed()).forkPositional().at(c.posX(), c.posY(), c.posZ());
            int maxToReplace = Math.min(limit.sample(random), n);
            if (maxToReplace < 1) return;
            int[] indices = scratch.indices(n);
            Shuffle.shuffle(indices, n, random);
            int[] templatePos = scratch.templatePos;
            int replaced = 0;
            for (int k = 0; k < n && replaced < maxToReplace; k++) {
                int index = indices[k];
                int x = processed.x(index), y = processed.y(index), z = processed.z(index), state = processed.state(index);
                CompoundBinaryTag nbt = processed.nbt(index);
                StructureTemplate.BlockInfo original = palette.get(processed.original(index));
                templatePos[0] = original.x();
                templatePos[1] = original.y();
                templatePos[2] = original.z();
                ProcessedBlock after = delegate.processBlock(c, templatePos, work.set(x, y, z, state, nbt));
                if (after == null || after.sameAs(x, y, z, state, nbt)) continue;
                replaced++;
                processed.set(index, after.x(), after.y(), after.z(), after.state(), after.nbt());
            }
        }
    }

    /**
     * Reads one processor of a processor list.
     *
     * @throws dev.strata.engine.data.DataPackException naming the JSON path of an unknown or malformed processor
     */
    static StructureProcessor parse(JsonCursor c, FeatureParser p) {
        String type = c.get("processor_type").asId().toString();
        switch (type) {
            case "minecraft:rule": {
                List<ProcessorRule> rules = new ArrayList<>();
                for (JsonCursor r : c.get("rules").elements()) rules.add(ProcessorRule.parse(r, p));
                return new Rule(List.copyOf(rules));
            }
            case "minecraft:block_rot": {
                BitSet rottable = c.has("rottable_blocks") ? p.blocks(c.get("rottable_blocks")) : null;
                return new BlockRot(rottable, (float) c.get("integrity").asDouble(0, 1));
            }
            case "minecraft:protected_blocks": {
                JsonCursor v = c.get("value");
                String tag = v.asString();
                return new ProtectedBlocks(p.blocks(new JsonCursor(v.file(), v.path(), new com.google.gson.JsonPrimitive(tag.startsWith("#") ? tag : "#" + tag))));
            }
            case "minecraft:capped":
                return new Capped(parse(c.get("delegate"), p), p.intProvider(c.get("limit")));
            default:
                throw c.get("processor_type").error("processor type " + type + " is not supported by Strata (rule, block_rot, protected_blocks, capped)");
        }
    }
}
