package dev.strata.engine.structure;

/**
 * A structure start or piece tag that cannot be read (thrown by {@link PieceTag}, {@link StructurePieceTypes} and
 * {@link StructureStartReader}). The message starts with the NBT path of the offending value, written as the chunk
 * holds it, e.g. {@code structures.starts.minecraft:mineshaft.Children[3].sc: missing byte}, or names the unknown
 * piece id.
 */
public final class StructureNbtException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message the path of the value, a colon, and what is wrong with it */
    public StructureNbtException(String message) {
        super(message);
    }
}
