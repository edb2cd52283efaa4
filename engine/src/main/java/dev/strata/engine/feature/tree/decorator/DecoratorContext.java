package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.TreeBlocks;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a decorator sees (game: {@code TreeDecorator.Context}): the tree's logs, leaves and roots copied from the
 * placement's hash sets in their iteration order and then stably sorted by y (so equal heights keep the hash order),
 * and the decoration setter.
 */
public final class DecoratorContext {
    public final WorldGenLevel level;
    public final RandomSource random;
    public final TreeBlocks blocks;
    private final TreeSink sink;
    // Sorted on first use (decorators only read them, and nothing adds to the sink's roots, trunk or foliage
    // while decorating, so a later copy is the copy the game takes up front).
    private List<Pos> logs, leaves, roots;

    public DecoratorContext(WorldGenLevel level, TreeSink sink, RandomSource random, TreeBlocks blocks) {
        this.level = level;
        this.sink = sink;
        this.random = random;
        this.blocks = blocks;
    }

    private static List<Pos> sorted(java.util.Set<Pos> set) {
        List<Pos> list = new ArrayList<>(set);
        list.sort(Comparator.comparingInt(Pos::y)); // stable, as fastutil's ObjectArrayList.sort
        return list;
    }

    /** The logs (incl. the blocks below the trunk), lowest first. Do not modify. */
    public List<Pos> logs() {
        if (logs == null) logs = sorted(sink.trunks);
        return logs;
    }

    public List<Pos> leaves() {
        if (leaves == null) leaves = sorted(sink.foliage);
        return leaves;
    }

    public List<Pos> roots() {
        if (roots == null) roots = sorted(sink.roots);
        return roots;
    }

    public int state(Pos p) {
        return level.getBlockState(p.x(), p.y(), p.z());
    }

    public boolean isAir(Pos p) {
        return blocks.states.isAir(state(p));
    }

    public void setBlock(Pos p, int state) {
        sink.setDecoration(p, state);
    }

    /** Game: {@code placeVine}: a vine with the one face set. */
    public void placeVine(Pos p, Direction face) {
        setBlock(p, blocks.states.with(blocks.states.defaultState("minecraft:vine"), face.id, "true"));
    }

    /** Game: {@code TreeFeature.getLowestTrunkOrRootOfTree}: the logs, the logs and roots when the lowest are level, else the roots. */
    public List<Pos> lowestTrunkOrRoot() {
        List<Pos> out = new ArrayList<>();
        List<Pos> roots = roots(), logs = logs();
        if (roots.isEmpty()) {
            out.addAll(logs);
        } else if (!logs.isEmpty() && roots.get(0).y() == logs.get(0).y()) {
            out.addAll(logs);
            out.addAll(roots);
        } else {
            out.addAll(roots);
        }
        return out;
    }
}
