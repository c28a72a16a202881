// A stand-in for Intercom's widget script: replays the queued calls, records every call on
// window.__intercomCalls, and on 'show' draws a small messenger so screenshots show it open.
(function () {
  const calls = (window.__intercomCalls = window.__intercomCalls || []);
  const queued = (window.Intercom && window.Intercom.q) || [];
  const messengerId = 'fake-intercom-messenger';

  function showMessenger() {
    if (document.getElementById(messengerId)) return;
    const messenger = document.createElement('div');
    messenger.id = messengerId;
    messenger.setAttribute('role', 'dialog');
    messenger.setAttribute('aria-label', 'Test messenger');
    messenger.textContent = 'Test messenger: how can we help?';
    Object.assign(messenger.style, {
      position: 'fixed',
      right: '24px',
      bottom: '96px',
      zIndex: '60',
      width: '280px',
      padding: '16px',
      background: '#fff',
      border: '1px solid #e2e8f0',
      borderRadius: '12px',
      boxShadow: '0 8px 24px rgb(15 23 42 / 0.12)',
    });
    document.body.append(messenger);
  }

  function intercom(command, ...args) {
    calls.push([command, ...args]);
    if (command === 'show') showMessenger();
    if (command === 'shutdown') document.getElementById(messengerId)?.remove();
  }

  window.Intercom = intercom;
  for (const args of queued) intercom(...args);
})();
