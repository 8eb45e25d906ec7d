// OpenTelemetry traces, on when OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) is set
// (docs/operations.md "Traces"): spans go over OTLP/HTTP to a collector. The gateway's client and the
// worker's workflows and activities carry the trace through Temporal's interceptors
// (@temporalio/interceptors-opentelemetry), so one application is one trace from the POST to its end.
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { Resource } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor, type SpanProcessor } from "@opentelemetry/sdk-trace-base";

export interface TracingSettings {
  /** The collector's traces URL (`.../v1/traces`); unset: no tracing. */
  endpoint?: string;
  serviceName: string;
}

export interface Tracing {
  resource: Resource;
  spanProcessor: SpanProcessor;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

let started: Tracing | undefined;

/** Starts the process's tracer provider once (the interceptors read the global one); undefined when off. */
export function startTracing(settings: TracingSettings): Tracing | undefined {
  if (!settings.endpoint) return undefined;
  if (started) return started;
  const resource = new Resource({ "service.name": settings.serviceName });
  const spanProcessor = new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.endpoint }), { scheduledDelayMillis: 1_000 });
  const provider = new BasicTracerProvider({ resource, spanProcessors: [spanProcessor] });
  // The interceptors carry the trace in Temporal headers through the global propagator, and find the
  // active span through the context manager: both must be registered, not only the provider.
  provider.register({ contextManager: new AsyncLocalStorageContextManager(), propagator: new W3CTraceContextPropagator() });
  started = { resource, spanProcessor, shutdown: () => provider.shutdown() };
  return started;
}
