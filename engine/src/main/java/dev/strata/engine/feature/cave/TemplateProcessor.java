package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * A structure processor (game: {@code StructureProcessor.processBlock}) of the kinds the fossil processor lists use:
 * {@code block_rot}, {@code protected_blocks} and {@code rule} with {@code block_match} / {@code always_true} tests.
 * Others are refused with the JSON path.
 */
sealed interface TemplateProcessor {
    /**
     * @param original the template's own state of the block
     * @param info {x, y, z, state} as processed so far
     * @return the processed info, or null to drop the block
     */
    int[] process(WorldGenLevel level, RandomSource random, int original, int[] info);

    /** Game: {@code BlockRotProcessor}: keeps the block when {@code nextFloat() <= integrity} (a draw per block unless {@code rottable_blocks} excludes it). */
    record BlockRot(float integrity, BitSet rottable) implements TemplateProcessor {
        @Override
        public int[] process(WorldGenLevel level, RandomSource random, int original, int[] info) {
            if (rottable != null && !rottable.get(level.states().block(original))) return info;
            return random.nextFloat() <= integrity ? info : null;
        }
    }

    /** Game: {@code ProtectedBlockProcessor}: drops the block where the world holds one of the set. */
    record Protected(BitSet cannotReplace) implements TemplateProcessor {
        @Override
        public int[] process(WorldGenLevel level, RandomSource random, int original, int[] info) {
            return cannotReplace.get(level.states().block(level.getBlockState(info[0], info[1], info[2]))) ? null : info;
        }
    }

    /** Game: {@code RuleProcessor} with {@code block_match} inputs and {@code always_true} locations: the first matching rule's output state. */
    record Rule(int[] inputBlocks, int[] outputs) implements TemplateProcessor {
        @Override
        public int[] process(WorldGenLevel level, RandomSource random, int original, int[] info) {
            BlockStates s = level.states();
            for (int i = 0; i < inputBlocks.length; i++) {
                if (s.block(info[3]) == inputBlocks[i]) return new int[] {info[0], info[1], info[2], outputs[i]};
            }
            return info;
        }
    }

    /** A processor list given by id ({@code worldgen/processor_list}) or inline ({@code {"processors": [...]}}). */
    static TemplateProcessor[] list(JsonCursor c, FeatureParser p) {
        JsonCursor body = c;
        if (c.isString()) {
            ResourceId id = c.asId();
            String file = id.file("worldgen/processor_list");
            if (!p.pack().exists(file)) throw c.error("unknown processor list " + id + " (no " + file + ")");
            body = JsonCursor.root(file, p.pack().readJson(file));
        }
        List<TemplateProcessor> out = new ArrayList<>();
        for (JsonCursor e : body.get("processors").elements()) out.add(parse(e, p));
        return out.toArray(new TemplateProcessor[0]);
    }

    private static TemplateProcessor parse(JsonCursor c, FeatureParser p) {
        String type = c.get("processor_type").asId().toString();
        switch (type) {
            case "minecraft:block_rot":
                return new BlockRot((float) c.get("integrity").asDouble(0.0, 1.0), c.has("rottable_blocks") ? p.blocks(c.get("rottable_blocks")) : null);
            case "minecraft:protected_blocks":
                return new Protected(p.blocks(c.get("value")));
            case "minecraft:rule": {
                List<JsonCursor> rules = c.get("rules").elements();
                int[] in = new int[rules.size()], outStates = new int[rules.size()];
                for (int i = 0; i < rules.size(); i++) {
                    JsonCursor r = rules.get(i);
                    JsonCursor input = r.get("input_predicate");
                    if (!input.get("predicate_type").asId().toString().equals("minecraft:block_match")) {
                        throw input.get("predicate_type").error("Strata's fossil processors test block_match inputs only");
                    }
                    if (!r.get("location_predicate").get("predicate_type").asId().toString().equals("minecraft:always_true")) {
                        throw r.get("location_predicate").get("predicate_type").error("Strata's fossil processors test always_true locations only");
                    }
                    if (r.has("position_predicate") && !r.get("position_predicate").get("predicate_type").asId().toString().equals("minecraft:always_true")) {
                        throw r.get("position_predicate").error("Strata's fossil processors test always_true positions only");
                    }
                    if (r.has("block_entity_modifier")) throw r.get("block_entity_modifier").error("block entity modifiers are not supported here");
                    in[i] = p.states().blockIndex(input.get("block").asId().toString());
                    outStates[i] = p.blockState(r.get("output_state"));
                }
                return new Rule(in, outStates);
            }
            default:
                throw c.get("processor_type").error("processor type " + type + " is not supported in fossil processor lists");
        }
    }
}
