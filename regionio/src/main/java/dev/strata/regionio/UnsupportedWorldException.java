package dev.strata.regionio;

/**
 * Data that Strata reads at the NBT level but will not decode or write, typically chunks from before 1.18
 * (DataVersion below 2860, the {@code Level} layout): the message says what was found and to upgrade the world
 * in the game first (open it with a current game version and let it convert every chunk).
 */
public class UnsupportedWorldException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    /** @param message what is unsupported, where, and what to do */
    public UnsupportedWorldException(String message) {
        super(message);
    }
}
