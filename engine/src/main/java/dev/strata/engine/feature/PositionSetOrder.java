package dev.strata.engine.feature;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * How the features that collect block positions in sets iterate them: the tree feature (its root, trunk, foliage
 * and decoration sets and the leaves' distance queues) and the vegetation patches (their ground and water sets).
 * Their iteration order decides the decorators' random draws and which route sets a leaf's distance, so it shows
 * in the blocks.
 *
 * <p>{@link #HASH} is the game's: a {@code java.util.HashSet} of positions whose hash code is the game's
 * {@code Vec3i.hashCode}, filled in the game's order, so it iterates as the game's {@code Sets.newHashSet()} does
 * (bucket order, which depends on the set's capacity and history). Every generating path uses it.
 *
 * <p>{@link #INSERTION} exists only to compare with game-made hashes from a modified game: the SteelMC project's
 * extractor (its published {@code chunk_stage_hashes.json} files state {@code "hashset_iteration_order":
 * "insertion_order"}) replaced those hash sets by insertion-ordered ones before hashing the features step. Tests
 * that check Strata against those files select it with {@code DimensionGenerator.setPositionSetOrder}.
 */
public enum PositionSetOrder {
    /** The game's hash-set order (the default everywhere). */
    HASH,
    /** Insertion order, as the SteelMC extractor's modified game iterates (tests against its files only). */
    INSERTION;

    /** A new empty set that iterates in this order. */
    public <T> Set<T> newSet() {
        return this == HASH ? new HashSet<>() : new LinkedHashSet<>();
    }
}
