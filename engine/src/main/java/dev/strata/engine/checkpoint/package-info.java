/**
 * Resumable runs: {@link dev.strata.engine.checkpoint.Checkpoint} records under {@code <world>/.strata/} what a
 * {@code generate} run is doing ({@link dev.strata.engine.checkpoint.PlanInfo}) and which chunks are finished, so
 * an interrupted run (crash, SIGKILL, power loss) resumes where it stopped; {@link
 * dev.strata.engine.checkpoint.DataPackHash} fingerprints the data pack and server jar that went into it.
 */
package dev.strata.engine.checkpoint;
