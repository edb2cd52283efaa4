package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A start's pool aliases (game: {@code pools.alias.PoolAliasLookup}): the structure's {@code pool_aliases} resolved
 * once per start with a random of its own, {@code RandomSource.create(seed).forkPositional().at(startPos)}; every
 * pool id a jigsaw names is looked up through it (an id without alias is itself).
 */
@FunctionalInterface
public interface PoolAliasLookup {
    /** Game: {@code PoolAliasLookup.EMPTY}. */
    PoolAliasLookup EMPTY = id -> id;

    /** The pool {@code id} stands for. */
    ResourceId lookup(ResourceId id);

    /**
     * A pool alias binding (game: {@code PoolAliasBinding}): {@code minecraft:direct} ({@code alias}, {@code target}),
     * {@code minecraft:random} ({@code alias}, weighted {@code targets}: one drawn, {@code nextInt(total weight)}),
     * {@code minecraft:random_group} (weighted {@code groups} of bindings: one group drawn, then its bindings resolved
     * in order).
     */
    sealed interface Binding {
        void resolve(RandomSource random, Map<ResourceId, ResourceId> out);
    }

    record Direct(ResourceId alias, ResourceId target) implements Binding {
        @Override
        public void resolve(RandomSource random, Map<ResourceId, ResourceId> out) {
            out.put(alias, target);
        }
    }

    record Random(ResourceId alias, List<ResourceId> targets, int[] weights, int total) implements Binding {
        @Override
        public void resolve(RandomSource random, Map<ResourceId, ResourceId> out) {
            out.put(alias, targets.get(pick(weights, random.nextInt(total))));
        }
    }

    record RandomGroup(List<List<Binding>> groups, int[] weights, int total) implements Binding {
        @Override
        public void resolve(RandomSource random, Map<ResourceId, ResourceId> out) {
            for (Binding b : groups.get(pick(weights, random.nextInt(total)))) b.resolve(random, out);
        }
    }

    /** Game: {@code WeightedList} selection: the entry whose running weight range holds {@code selection}. */
    private static int pick(int[] weights, int selection) {
        int i = 0;
        while ((selection -= weights[i]) >= 0) i++;
        return i;
    }

    /** Game: {@code PoolAliasLookup.create(bindings, startPos, seed)}. */
    static PoolAliasLookup create(List<Binding> bindings, int x, int y, int z, long seed) {
        if (bindings.isEmpty()) return EMPTY;
        RandomSource random = new LegacyRandom(seed).forkPositional().at(x, y, z);
        Map<ResourceId, ResourceId> map = new HashMap<>();
        for (Binding b : bindings) b.resolve(random, map);
        return id -> map.getOrDefault(id, id);
    }

    /**
     * Reads one binding.
     *
     * @throws dev.strata.engine.data.DataPackException naming the JSON path of an unknown type or an empty weighted list
     */
    static Binding parse(JsonCursor c) {
        String type = c.get("type").asId().toString();
        switch (type) {
            case "minecraft:direct":
                return new Direct(c.get("alias").asId(), c.get("target").asId());
            case "minecraft:random": {
                JsonCursor list = c.get("targets");
                List<ResourceId> targets = new ArrayList<>();
                List<JsonCursor> entries = list.elements();
                int[] weights = new int[entries.size()];
                long total = 0;
                for (int i = 0; i < entries.size(); i++) {
                    targets.add(entries.get(i).get("data").asId());
                    weights[i] = entries.get(i).get("weight").asInt(0, Integer.MAX_VALUE);
                    total += weights[i];
                }
                if (entries.isEmpty() || total == 0 || total > Integer.MAX_VALUE) throw list.error("expected a non-empty weighted list with a positive total weight");
                return new Random(c.get("alias").asId(), List.copyOf(targets), weights, (int) total);
            }
            case "minecraft:random_group": {
                JsonCursor list = c.get("groups");
                List<List<Binding>> groups = new ArrayList<>();
                List<JsonCursor> entries = list.elements();
                int[] weights = new int[entries.size()];
                long total = 0;
                for (int i = 0; i < entries.size(); i++) {
                    List<Binding> group = new ArrayList<>();
                    for (JsonCursor b : entries.get(i).get("data").elements()) group.add(parse(b));
                    groups.add(List.copyOf(group));
                    weights[i] = entries.get(i).get("weight").asInt(0, Integer.MAX_VALUE);
                    total += weights[i];
                }
                if (entries.isEmpty() || total == 0 || total > Integer.MAX_VALUE) throw list.error("expected a non-empty weighted list with a positive total weight");
                return new RandomGroup(List.copyOf(groups), weights, (int) total);
            }
            default:
                throw c.get("type").error("unknown pool alias binding type " + type + " (minecraft:direct, minecraft:random, minecraft:random_group)");
        }
    }

    /** Every pool a binding may stand for (game: {@code allTargets}). */
    static void allTargets(Binding b, List<ResourceId> out) {
        if (b instanceof Direct d) out.add(d.target());
        else if (b instanceof Random r) out.addAll(r.targets());
        else if (b instanceof RandomGroup g) for (List<Binding> l : g.groups()) for (Binding x : l) allTargets(x, out);
    }
}
