package dev.strata.engine.data;

/**
 * A data pack entry that cannot be used: missing, unreadable, malformed JSON, or a value of the wrong shape.
 * The message always names the file inside the pack and, where known, the JSON path, for example
 * {@code noise_settings/overworld.json: noise_router.final_density.argument2: unknown density function type "minecraft:foo"}.
 */
public final class DataPackException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DataPackException(String message) {
        super(message);
    }

    public DataPackException(String message, Throwable cause) {
        super(message, cause);
    }
}
