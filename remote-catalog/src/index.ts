// The async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap');
