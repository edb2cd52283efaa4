package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.testing.SharedData;
import dev.strata.engine.valueproviders.HeightProvider;
import dev.strata.engine.valueproviders.IntProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shared vocabulary against the whole 26.2 data pack: every block predicate, block state provider, height
 * provider and int provider in {@code worldgen/configured_feature} and {@code worldgen/placed_feature} parses, and
 * every state a {@code simple_block} or a {@code would_survive} predicate asks about has a survival rule.
 */
class VocabularyDataTest {
    static final Set<String> PREDICATES = Set.of("matching_blocks", "matching_block_tag", "matching_fluids", "solid",
            "replaceable", "would_survive", "has_sturdy_face", "inside_world_bounds", "any_of", "all_of", "not", "true");
    static final Set<String> INTS = Set.of("constant", "uniform", "biased_to_bottom", "clamped", "clamped_normal",
            "weighted_list", "trapezoid");

    final RegionFixture f = new RegionFixture();
    int predicates, providers, heights, ints;
    final Set<String> surviving = new LinkedHashSet<>();

    @Test
    void everyVocabularyObjectOfThePackParsesAndEveryPlacedStateHasARule() throws IOException {
        Path root = SharedData.vanillaFolder().resolve("data/minecraft/worldgen");
        List<Path> files = new ArrayList<>();
        for (String dir : new String[] {"configured_feature", "placed_feature"}) {
            try (Stream<Path> s = Files.list(root.resolve(dir))) {
                s.filter(p -> p.toString().endsWith(".json")).sorted().forEach(files::add);
            }
        }
        for (Path p : files) {
            JsonElement json = JsonParser.parseString(Files.readString(p));
            walk(JsonCursor.root(root.relativize(p).toString(), json), false);
        }
        assertTrue(predicates > 300 && providers > 250 && heights > 50 && ints > 150,
                "found " + predicates + " predicates, " + providers + " state providers, " + heights + " heights, " + ints + " ints");
        f.set(5, 63, 5, "minecraft:stone");
        for (String s : surviving) {
            assertDoesNotThrow(() -> BlockSurvival.canSurvive(f.level, f.state(s), 5, 64, 5), s);
        }
        assertTrue(surviving.size() > 40, surviving.toString());
    }

    private void walk(JsonCursor c, boolean inSimpleBlock) {
        if (c.isArray()) {
            for (JsonCursor e : c.elements()) walk(e, inSimpleBlock);
            return;
        }
        if (!c.isObject()) return;
        JsonObject o = c.raw().getAsJsonObject();
        if (inSimpleBlock && o.has("Name")) surviving.add(text(c));
        if (o.has("type") && o.get("type").isJsonPrimitive()) {
            String type = o.get("type").getAsString().replace("minecraft:", "");
            if (type.equals("simple_block")) inSimpleBlock = true;
            if (type.equals("would_survive")) surviving.add(text(c.get("state")));
            if (PREDICATES.contains(type)) {
                f.parser.blockPredicate(c);
                predicates++;
            } else if (type.endsWith("_provider") && !type.endsWith("foliage_placer")) {
                f.parser.stateProvider(c);
                providers++;
            } else if (INTS.contains(type) && o.has("min_inclusive") && o.get("min_inclusive").isJsonObject()) {
                HeightProvider.parse(c);
                heights++;
            } else if (INTS.contains(type) && integral(o)) {
                IntProvider.parse(c);
                ints++;
            }
        }
        for (String k : c.keys()) walk(c.get(k), inSimpleBlock);
    }

    /** Whether every number in the object (nested) is an integer: an int provider, not a float provider. */
    private static boolean integral(JsonElement e) {
        if (e.isJsonObject()) return e.getAsJsonObject().entrySet().stream().allMatch(x -> integral(x.getValue()));
        if (e.isJsonArray()) {
            for (JsonElement x : e.getAsJsonArray()) if (!integral(x)) return false;
            return true;
        }
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) return e.getAsDouble() == Math.rint(e.getAsDouble());
        return true;
    }

    private String text(JsonCursor state) {
        return f.states.registry().toString(f.parser.blockState(state));
    }
}
