package dev.strata.engine.feature;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.engine.feature.placement.PlacedFeature;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The placed features each biome lists per decoration step (game: {@code BiomeGenerationSettings.features()}, the
 * biome JSON's {@code features}: one list of placed features, ids or tags, per step), read for the biomes a biome
 * source can give, plus the set of all of a biome's placed features ({@code hasFeature}, the {@code biome}
 * placement filter's test). Immutable after loading.
 */
public final class BiomeFeatures {
    private final PlacedFeature[][][] byBiome; // biome id -> step -> features (null for biomes not read)
    private final List<Set<PlacedFeature>> sets;

    private BiomeFeatures(PlacedFeature[][][] byBiome, List<Set<PlacedFeature>> sets) {
        this.byBiome = byBiome;
        this.sets = sets;
    }

    /**
     * Reads the feature lists of {@code biomes} (and everything they name) from the pack.
     *
     * @throws DataPackException naming the file and JSON path of anything malformed or unknown
     */
    public static BiomeFeatures load(DataPack pack, BiomeRegistry registry, List<Integer> biomes, FeatureParser parser) {
        PlacedFeature[][][] byBiome = new PlacedFeature[registry.size()][][];
        List<Set<PlacedFeature>> sets = new ArrayList<>(Collections.nCopies(registry.size(), null));
        for (int b : biomes) {
            ResourceId id = registry.name(b);
            String file = id.file("worldgen/biome");
            // a biome the pack does not define has no features (as the carvers step treats it: Strata's demo pack)
            JsonCursor root = pack.exists(file) ? JsonCursor.root(file, pack.readJson(file)) : null;
            List<PlacedFeature[]> steps = new ArrayList<>();
            Set<PlacedFeature> all = Collections.newSetFromMap(new IdentityHashMap<>());
            if (root != null && root.has("features")) {
                for (JsonCursor step : root.get("features").elements()) {
                    List<PlacedFeature> list = new ArrayList<>();
                    for (JsonCursor entry : step.isArray() ? step.elements() : List.of(step)) {
                        if (entry.isString() && entry.asString().startsWith("#")) {
                            for (ResourceId f : Tags.holderSet(entry, pack, "worldgen/placed_feature", x -> pack.exists(x.file("worldgen/placed_feature")))) {
                                list.add(parser.placedFeature(f, entry));
                            }
                        } else {
                            list.add(parser.placedFeature(entry));
                        }
                    }
                    steps.add(list.toArray(new PlacedFeature[0]));
                    all.addAll(list);
                }
            }
            byBiome[b] = steps.toArray(new PlacedFeature[0][]);
            sets.set(b, all);
        }
        return new BiomeFeatures(byBiome, sets);
    }

    /** The biome's placed features per step (step index = the game's {@code GenerationStep.Decoration} ordinal). */
    public PlacedFeature[][] steps(int biome) {
        PlacedFeature[][] s = byBiome[biome];
        if (s == null) throw new IllegalArgumentException("biome " + biome + " was not loaded");
        return s;
    }

    /** Whether the biome lists the feature in any step (false for biomes not loaded). */
    public boolean hasFeature(int biome, PlacedFeature feature) {
        Set<PlacedFeature> s = biome >= 0 && biome < sets.size() ? sets.get(biome) : null;
        return s != null && s.contains(feature);
    }
}
