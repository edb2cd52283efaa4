package dev.strata.engine.checkpoint;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A checkpoint exists but was made by a run with different parameters, so resuming it would mix worlds. The message
 * names every differing field with both values, e.g. {@code seed (checkpoint: 1, this run: 2)}.
 */
public final class CheckpointMismatchException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient List<PlanInfo.Difference> differences;

    CheckpointMismatchException(Path dir, List<PlanInfo.Difference> differences) {
        super("the checkpoint in " + dir + " records a run made with other options: "
                + differences.stream().map(PlanInfo.Difference::toString).collect(Collectors.joining("; "))
                + ". Resume it with its own options, or drop its checkpoint with generate --cancel (which deletes " + dir
                + "; the chunks it wrote stay in the world)");
        this.differences = List.copyOf(differences);
    }

    /** The differing fields, at least one. */
    public List<PlanInfo.Difference> differences() {
        return differences;
    }
}
