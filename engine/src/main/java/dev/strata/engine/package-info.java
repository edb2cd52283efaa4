/** World generation, light, region plan, scheduler and checkpoints. */
package dev.strata.engine;
