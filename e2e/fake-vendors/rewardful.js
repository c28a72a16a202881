// A stand-in for Rewardful's rw.js: replays the queued calls and records every call, with the
// API key it was loaded with, on window.__rewardfulCalls and window.__rewardfulApiKey.
(function () {
  const calls = (window.__rewardfulCalls = window.__rewardfulCalls || []);
  const queued = (window.rewardful && window.rewardful.q) || [];
  window.__rewardfulApiKey = document.currentScript && document.currentScript.dataset.rewardful;

  function rewardful(...args) {
    calls.push(args);
  }

  window.rewardful = rewardful;
  for (const args of queued) rewardful(...args);
})();
