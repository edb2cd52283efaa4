package dev.strata.regionio;

/**
 * NBT that parses but does not have the shape the format requires: a missing key, a key of the wrong tag type,
 * a palette index out of range, an array of the wrong length. The message gives the key path from the root,
 * e.g. {@code sections[3].block_states.palette[2].Name}.
 */
public class NbtFormatException extends java.io.IOException {
    private static final long serialVersionUID = 1L;
    private final String keyPath;

    /**
     * @param keyPath where in the tree, e.g. {@code sections[3].block_states.data}
     * @param what    the problem in words
     */
    public NbtFormatException(String keyPath, String what) {
        super(keyPath + ": " + what);
        this.keyPath = keyPath;
    }

    /** The key path of the offending tag. */
    public String keyPath() {
        return keyPath;
    }
}
