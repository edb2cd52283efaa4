package dev.strata.regionio.block;

/**
 * A block name, property name or property value that the block-state registry does not know, or a state id
 * outside the registry. The message names the unknown part and, where it applies, the block it was looked up in.
 */
public final class UnknownBlockStateException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** @param message what was unknown, e.g. {@code unknown property 'foo' of block minecraft:stone} */
    public UnknownBlockStateException(String message) {
        super(message);
    }
}
