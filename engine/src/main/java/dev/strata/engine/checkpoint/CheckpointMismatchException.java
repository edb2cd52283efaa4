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
        super("the checkpoint in " + dir + " belongs to a different run: "
                + differences.stream().map(PlanInfo.Difference::toString).collect(Collectors.joining("; "))
                + ". Re-run with the same parameters to resume, or drop that run (strata generate --world <world> --cancel, which deletes "
                + dir + ") to start over");
        this.differences = List.copyOf(differences);
    }

    /** The differing fields, at least one. */
    public List<PlanInfo.Difference> differences() {
        return differences;
    }
}
