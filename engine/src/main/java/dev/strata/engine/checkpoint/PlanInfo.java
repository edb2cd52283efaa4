package dev.strata.engine.checkpoint;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a run generates; a checkpoint is only resumed by a run with equal values (see
 * {@link Checkpoint#verifyCompatible}). All values are opaque to the checkpoint and given by the caller.
 *
 * @param dimension dimension id, e.g. {@code minecraft:overworld}
 * @param seed world seed
 * @param dataPackHash e.g. {@link DataPackHash#of} of the data pack(s) and server jar, combined as the caller likes
 * @param generatorVersion Strata's version (and anything else that changes the generated bits)
 * @param planFingerprint {@link dev.strata.engine.plan.RegionPlan#fingerprint()}
 * @param targetStatus the chunk status generated up to, e.g. {@code minecraft:noise}, {@code minecraft:full}
 * @param compression region file compression, e.g. {@code zlib}
 */
public record PlanInfo(String dimension, long seed, String dataPackHash, String generatorVersion, String planFingerprint,
                       String targetStatus, String compression) {
    public PlanInfo {
        Objects.requireNonNull(dimension, "dimension");
        Objects.requireNonNull(dataPackHash, "dataPackHash");
        Objects.requireNonNull(generatorVersion, "generatorVersion");
        Objects.requireNonNull(planFingerprint, "planFingerprint");
        Objects.requireNonNull(targetStatus, "targetStatus");
        Objects.requireNonNull(compression, "compression");
    }

    /**
     * One field that differs between two infos.
     *
     * @param field human name of the field ({@code seed}, {@code data pack hash}, …)
     * @param stored value in the checkpoint
     * @param current value of this run
     */
    public record Difference(String field, String stored, String current) {
        @Override
        public String toString() {
            return field + " (checkpoint: " + stored + ", this run: " + current + ")";
        }
    }

    /** The fields where {@code current} differs from this (the stored) info, in declaration order; empty if equal. */
    public List<Difference> differences(PlanInfo current) {
        List<Difference> out = new ArrayList<>();
        diff(out, "dimension", dimension, current.dimension);
        diff(out, "seed", Long.toString(seed), Long.toString(current.seed));
        diff(out, "data pack hash", dataPackHash, current.dataPackHash);
        diff(out, "generator version", generatorVersion, current.generatorVersion);
        diff(out, "plan parameters", planFingerprint, current.planFingerprint);
        diff(out, "target status", targetStatus, current.targetStatus);
        diff(out, "compression", compression, current.compression);
        return out;
    }

    private static void diff(List<Difference> out, String field, String a, String b) {
        if (!a.equals(b)) out.add(new Difference(field, a, b));
    }
}
