package dev.strata.engine.feature.tree;

import dev.strata.engine.feature.WorldGenLevel;
import java.util.HashSet;
import java.util.Set;

/**
 * The setters of one tree placement (game: the lambdas of {@code TreeFeature.place}): each records the position in
 * its {@link HashSet} (roots, trunk, foliage, decorations) and sets the block with flags 19 (no post-processing
 * marks). The sets are real {@code HashSet}s of {@link Pos}, so they iterate as the game's do.
 */
public final class TreeSink {
    /** Game: {@code TreeFeature}'s {@code BLOCK_UPDATE_FLAGS} (19: neighbours, clients, known shape). */
    public static final int FLAGS = 19;

    public final WorldGenLevel level;
    public final Set<Pos> roots = new HashSet<>();
    public final Set<Pos> trunks = new HashSet<>();
    public final Set<Pos> foliage = new HashSet<>();
    public final Set<Pos> decorations = new HashSet<>();

    public TreeSink(WorldGenLevel level) {
        this.level = level;
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
