package dev.strata.engine.feature.tree;

import dev.strata.engine.feature.PositionSetOrder;
import dev.strata.engine.feature.WorldGenLevel;
import java.util.Set;

/**
 * The setters of one tree placement (game: the lambdas of {@code TreeFeature.place}): each records the position in
 * its {@code HashSet} (roots, trunk, foliage, decorations) and sets the block with flags 19 (no post-processing
 * marks). The sets are real {@code HashSet}s of {@link Pos}, so they iterate as the game's do (unless the level asks
 * for another {@link PositionSetOrder}, which only tests against a modified game's hashes do).
 */
public final class TreeSink {
    /** Game: {@code TreeFeature}'s {@code BLOCK_UPDATE_FLAGS} (19: neighbours, clients, known shape). */
    public static final int FLAGS = 19;

    public final WorldGenLevel level;
    public final Set<Pos> roots;
    public final Set<Pos> trunks;
    public final Set<Pos> foliage;
    public final Set<Pos> decorations;

    /** Sets made in the level's {@link WorldGenLevel#positionSetOrder()} (the game's hash-set order by default). */
    public TreeSink(WorldGenLevel level) {
        this.level = level;
        PositionSetOrder order = level.positionSetOrder();
        roots = order.newSet();
        trunks = order.newSet();
        foliage = order.newSet();
        decorations = order.newSet();
    }

    public void setRoot(Pos p, int state) {
        roots.add(p);
        level.setBlock(p.x(), p.y(), p.z(), state, FLAGS);
    }

    public void setTrunk(Pos p, int state) {
        trunks.add(p);
        level.setBlock(p.x(), p.y(), p.z(), state, FLAGS);
    }

    public void setFoliage(Pos p, int state) {
        foliage.add(p);
        level.setBlock(p.x(), p.y(), p.z(), state, FLAGS);
    }

    /** Game: {@code FoliageSetter.isSet}. */
    public boolean isFoliage(Pos p) {
        return foliage.contains(p);
    }

    public void setDecoration(Pos p, int state) {
        decorations.add(p);
        level.setBlock(p.x(), p.y(), p.z(), state, FLAGS);
    }
}
